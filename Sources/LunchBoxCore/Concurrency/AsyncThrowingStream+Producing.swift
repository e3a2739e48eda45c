extension AsyncThrowingStream where Failure == any Error, Element: Sendable {
    /// A stream fed by `produce` in a task of its own: it ends when `produce` returns, or
    /// with the error it throws. A reader that stops early (or whose task is cancelled)
    /// cancels that task, which is how stopping a stream of ideas cancels the request
    /// behind it.
    public static func producing(_ produce: @escaping @Sendable (Continuation) async throws -> Void) -> Self {
        AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    try await produce(continuation)
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
