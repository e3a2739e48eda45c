import Foundation
import Subprocess

/// What a command printed and how it ended.
struct CommandResult: Sendable {
    let status: Int32
    let output: Data
    let errorOutput: Data

    var errorText: String {
        String(decoding: errorOutput.prefix(2_000), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// Why a command could not be run to the end.
enum CommandError: Error, Equatable {
    case timedOut(seconds: Int)
    case cannotStart(String)
}

/// Runs a tool from Debian (zbarimg, vips, openssl) as a child process through
/// swift-subprocess, without a shell: arguments go as they are. Its output is collected as
/// it comes (a chatty tool cannot fill a pipe and stall), up to `outputLimit`; waiting
/// takes no thread. A tool that runs past its time, or whose task is cancelled, is
/// stopped: cancelling the run tears the child down.
struct CommandRunner: Sendable {
    /// More than any of these tools prints for one photo or one certificate.
    static let outputLimit = 16 * 1024 * 1024

    func run(_ executable: URL, _ arguments: [String], in folder: URL, timeout: TimeInterval) async throws -> CommandResult {
        try await withThrowingTaskGroup(of: CommandResult?.self) { group in
            group.addTask {
                let result: ExecutionResult<Void, DataOutput, DataOutput>
                do {
                    result = try await Subprocess.run(
                        .path(.init(executable.path)), arguments: Arguments(arguments),
                        // One thread each: two cores serve several scans and the web app at once.
                        environment: .custom(["OMP_THREAD_LIMIT": "1", "VIPS_CONCURRENCY": "1", "PATH": "/usr/bin:/bin", "LC_ALL": "C"]),
                        workingDirectory: .init(folder.path), input: .none, output: .data(limit: Self.outputLimit),
                        error: .data(limit: Self.outputLimit))
                } catch is CancellationError {
                    throw CancellationError()
                } catch {
                    try Task.checkCancellation()
                    throw CommandError.cannotStart(String(describing: error))
                }
                return CommandResult(status: Self.code(result.terminationStatus), output: result.standardOutput, errorOutput: result.standardError)
            }
            group.addTask {
                try await Task.sleep(for: .seconds(timeout))
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let result = first else {
                throw CommandError.timedOut(seconds: Int(timeout))
            }
            return result
        }
    }

    /// The exit status, or 128 plus the signal that ended the tool, as a shell says it.
    private static func code(_ status: TerminationStatus) -> Int32 {
        switch status {
        case .exited(let code): code
        case .signaled(let signal): 128 + signal
        }
    }
}
