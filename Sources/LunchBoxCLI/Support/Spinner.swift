import Foundation

/// A spinner on standard error while waiting, when it is a terminal; silent otherwise,
/// so scripts and logs see only results and errors.
struct Spinner {
    private static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    let message: String
    let output: any TextOutput
    let animated: Bool

    /// Runs `work` with the spinner turning; clears it afterwards.
    func run<T: Sendable>(_ work: () async throws -> T) async throws -> T {
        guard animated else { return try await work() }
        let ticker = Task { [output, message] in
            var index = 0
            while !Task.isCancelled {
                output.write("\r\(Self.frames[index % Self.frames.count]) \(message)")
                index += 1
                try? await Task.sleep(nanoseconds: 100_000_000)
            }
        }
        let result: Result<T, any Error>
        do {
            result = .success(try await work())
        } catch {
            result = .failure(error)
        }
        ticker.cancel()
        await ticker.value
        output.write("\r\u{1B}[2K")
        return try result.get()
    }
}
