import Foundation

/// A spinner on standard error while waiting, when it is a terminal; silent otherwise,
/// so scripts and logs see only results and errors.
final class Spinner: Sendable {
    private static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    private let output: any TextOutput
    private let ticker: Task<Void, Never>?

    /// Starts turning at once when `animated`.
    init(message: String, output: any TextOutput, animated: Bool) {
        self.output = output
        guard animated else {
            ticker = nil
            return
        }
        ticker = Task {
            var index = 0
            while !Task.isCancelled {
                output.writeControl("\r")
                output.write("\(Self.frames[index % Self.frames.count]) \(message)")
                index += 1
                try? await Task.sleep(nanoseconds: 100_000_000)
            }
        }
    }

    /// `work`, with a spinner turning until it ends, however it ends.
    static func turning<Result>(_ message: String, output: any TextOutput, animated: Bool, while work: () async throws -> Result) async throws -> Result {
        let spinner = Spinner(message: message, output: output, animated: animated)
        do {
            let result = try await work()
            await spinner.stop()
            return result
        } catch {
            await spinner.stop()
            throw error
        }
    }

    /// Stops and clears the line; calling it again does nothing.
    func stop() async {
        guard let ticker, !ticker.isCancelled else { return }
        ticker.cancel()
        await ticker.value
        output.writeControl("\r\u{1B}[2K")
    }
}
