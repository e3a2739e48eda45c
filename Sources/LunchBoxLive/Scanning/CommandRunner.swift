import Foundation

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

/// Runs a tool from Debian (zbarimg, vips) as a child process, without a
/// shell: arguments go as they are. Output goes to files, not pipes, so a chatty tool
/// cannot fill a pipe and stall; waiting takes no thread. A tool that runs past its
/// time, or whose task is cancelled, is terminated.
struct CommandRunner: Sendable {
    func run(_ executable: URL, _ arguments: [String], in folder: URL, timeout: TimeInterval) async throws -> CommandResult {
        let outputURL = folder.appendingPathComponent("stdout-\(UUID().uuidString)")
        let errorURL = folder.appendingPathComponent("stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputURL)
        let errors = try FileHandle(forWritingTo: errorURL)
        defer {
            try? output.close()
            try? errors.close()
        }

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = errors
        // One thread each: two cores serve several scans and the web app at once.
        process.environment = ["OMP_THREAD_LIMIT": "1", "VIPS_CONCURRENCY": "1", "PATH": "/usr/bin:/bin", "LC_ALL": "C"]

        let child = Child(process)
        let status: Int32 = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Int32, any Error>) in
                process.terminationHandler = { ended in continuation.resume(returning: ended.terminationStatus) }
                do {
                    try process.run()
                } catch {
                    process.terminationHandler = nil
                    continuation.resume(throwing: CommandError.cannotStart(error.localizedDescription))
                    return
                }
                DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { child.stop(timedOut: true) }
            }
        } onCancel: {
            child.stop(timedOut: false)
        }
        try Task.checkCancellation()
        if child.timedOut {
            throw CommandError.timedOut(seconds: Int(timeout))
        }
        return CommandResult(status: status, output: try Data(contentsOf: outputURL), errorOutput: try Data(contentsOf: errorURL))
    }
}

/// A running child process that a timer or a cancellation may stop from another thread.
private final class Child: @unchecked Sendable {
    private let process: Process
    private let lock = NSLock()
    private var stoppedForTime = false

    init(_ process: Process) {
        self.process = process
    }

    var timedOut: Bool { lock.withLock { stoppedForTime } }

    func stop(timedOut: Bool) {
        lock.withLock {
            guard process.isRunning else { return }
            if timedOut { stoppedForTime = true }
            process.terminate()
        }
    }
}
