import Foundation
import LunchBoxTesting
import Testing

@testable import LunchBoxLive

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The child processes the Debian tools run in: what they print, how they end, and
/// that one past its time or no longer wanted is stopped.
@Suite("Command runner")
struct CommandRunnerTests {
    let shell = URL(fileURLWithPath: "/bin/sh")

    /// Whether the process whose id the tool wrote into `file` is still there.
    private func isRunning(pidIn file: URL) throws -> Bool {
        let text = try String(contentsOf: file, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let pid = try #require(pid_t(text))
        return kill(pid, 0) == 0
    }

    @Test("A tool's output, errors and exit status come back as they were")
    func outputAndStatus() async throws {
        let folder = try TemporaryDirectory()
        let result = try await CommandRunner().run(shell, ["-c", "printf 'out'; echo 'it went wrong' >&2; exit 3"], in: folder.url, timeout: 30)
        #expect(result.status == 3)
        #expect(String(decoding: result.output, as: UTF8.self) == "out")
        #expect(result.errorText == "it went wrong")
    }

    @Test("Arguments reach the tool as they are, with no shell between")
    func argumentsAsTheyAre() async throws {
        let folder = try TemporaryDirectory()
        let printf = URL(fileURLWithPath: "/usr/bin/printf")
        let result = try await CommandRunner().run(printf, ["%s|", "$HOME", "a b", "; rm -rf /"], in: folder.url, timeout: 30)
        #expect(result.status == 0)
        #expect(String(decoding: result.output, as: UTF8.self) == "$HOME|a b|; rm -rf /|")
    }

    @Test("A tool that runs past its time is stopped and said to have timed out")
    func timeout() async throws {
        let folder = try TemporaryDirectory()
        await #expect(throws: CommandError.timedOut(seconds: 1)) {
            _ = try await CommandRunner().run(shell, ["-c", "echo $$ > pid; exec sleep 60"], in: folder.url, timeout: 1)
        }
        #expect(try !isRunning(pidIn: folder.file("pid")))
    }

    @Test("A cancelled scan stops its tool")
    func cancellation() async throws {
        let folder = try TemporaryDirectory()
        let marker = folder.file("pid")
        let running = Task { try await CommandRunner().run(shell, ["-c", "echo $$ > pid.tmp; mv pid.tmp pid; exec sleep 60"], in: folder.url, timeout: 120) }
        // Cancelled once the tool is surely running.
        while !FileManager.default.fileExists(atPath: marker.path) { try await Task.sleep(for: .milliseconds(10)) }
        running.cancel()
        await #expect(throws: CancellationError.self) { _ = try await running.value }
        #expect(try !isRunning(pidIn: marker))
    }

    @Test("A tool that is not there cannot start, and says so")
    func missingTool() async throws {
        let folder = try TemporaryDirectory()
        await #expect(throws: (any Error).self) {
            _ = try await CommandRunner().run(URL(fileURLWithPath: "/nonexistent/tool"), [], in: folder.url, timeout: 30)
        }
    }
}
