import Foundation
import LunchBoxCore
import LunchBoxLive
import LunchBoxTesting
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Waiting for a reply costs almost no CPU. Measured in a process of its own: `getrusage`
/// counts the whole process, and the other tests run beside this one.
///
/// Measured on the 2-core Linux machine, 3 s waits on `SilentServer` with a 3 s timeout:
/// AsyncHTTPClient ~0.01 s user+system; URLSession (FoundationNetworking) ~2 s, as it polls.
@Suite("Transport CPU while waiting")
struct TransportCPUTests {
    @Test(.enabled(if: TransportCPUProbe.outputPath == nil), .timeLimit(.minutes(3)))
    func waitingForASilentServerCostsAlmostNoCPU() async throws {
        let seconds = try await TransportCPUProbe.measure(.asyncHTTPClient)
        #expect(seconds < 0.5, "user+system CPU over a 3 s wait: \(seconds) s")
    }
}

/// One 3 s wait on a silent server, run alone in a child process of this test binary
/// (`LUNCHBOX_CPU_PROBE_OUTPUT` names the file that receives the CPU seconds).
@Suite("Transport CPU probe")
struct TransportCPUProbe {
    static let outputVariable = "LUNCHBOX_CPU_PROBE_OUTPUT"
    static let transportVariable = "LUNCHBOX_CPU_PROBE_TRANSPORT"
    static var outputPath: String? { ProcessInfo.processInfo.environment[outputVariable] }

    @Test(.enabled(if: outputPath != nil))
    func probe() async throws {
        let kind = ProcessInfo.processInfo.environment[Self.transportVariable].flatMap(TransportKind.init(rawValue:)) ?? .asyncHTTPClient
        let seconds = try await Self.waitOnSilentServer(kind)
        try String(seconds).write(toFile: try #require(Self.outputPath), atomically: true, encoding: .utf8)
    }

    /// The CPU seconds (user + system) this process spent while `kind` waited 3 s.
    static func waitOnSilentServer(_ kind: TransportKind) async throws -> Double {
        let transport = kind.make()
        // Starts the client's threads outside the measurement.
        let refusedPort = try RefusedPort()
        let refused = URL(string: "http://127.0.0.1:\(refusedPort.port)/")!
        _ = try? await transport.send(HTTPRequest(url: refused, timeout: 5))
        let silent = try SilentServer()
        let before = cpuSeconds()
        var failure: (any Error)?
        do {
            _ = try await transport.send(HTTPRequest(url: silent.baseURL, method: "POST", body: Data("{}".utf8), timeout: 3))
        } catch {
            failure = error
        }
        let seconds = cpuSeconds() - before
        #expect(failure as? TransportError == .timedOut)
        return seconds
    }

    /// Runs the probe in a child process on Linux, where the test binary can run one test;
    /// elsewhere (Xcode's test host) in this process.
    static func measure(_ kind: TransportKind) async throws -> Double {
        #if os(Linux)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("cpu-probe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        child.arguments = ["--testing-library", "swift-testing", "--filter", "TransportCPUProbe"]
        child.environment = ProcessInfo.processInfo.environment.merging([outputVariable: output.path, transportVariable: kind.rawValue]) { $1 }
        child.standardOutput = FileHandle.nullDevice
        child.standardError = FileHandle.nullDevice
        let status = try await run(child)
        let text = try? String(contentsOf: output, encoding: .utf8)
        let seconds = try #require(text.flatMap(Double.init), "the probe process ended with status \(status) and no figure")
        return seconds
        #else
        return try await waitOnSilentServer(kind)
        #endif
    }

    private static func run(_ process: Process) async throws -> Int32 {
        try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
    }

    private static func cpuSeconds() -> Double {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}
