/// Checks `condition` every 10 ms until it holds, for state that changes in the background
/// (a batch kept as a stream unwinds, a screen model's ideas arriving).
///
/// There is no deadline here on purpose: a bound in seconds fails on a busy machine
/// (issue 35). A test that waits carries a generous `.timeLimit`, which ends a wait that
/// never holds and fails the test.
public func waitUntil(isolation: isolated (any Actor)? = #isolation, _ condition: () async throws -> Bool) async throws {
    while try await !condition() {
        try await Task.sleep(for: .milliseconds(10))
    }
}
