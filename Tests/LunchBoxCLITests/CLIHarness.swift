import Foundation
import LunchBoxCLI
import LunchBoxCore
import LunchBoxLive
import LunchBoxTesting

/// Captures what a command writes.
final class Buffer: TextOutput, @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""

    func write(_ text: String) {
        lock.withLock { self.text += text }
    }

    var contents: String { lock.withLock { text } }
}

/// Answers reads from a fixed list of lines.
final class ScriptedInput: LineInput, @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String]

    init(_ lines: [String]) {
        self.lines = lines
    }

    func readLine(hidingInput: Bool) -> String? {
        lock.withLock { lines.isEmpty ? nil : lines.removeFirst() }
    }
}

/// A home folder, database and credentials of its own, for running commands in-process.
final class CLIHarness: @unchecked Sendable {
    struct Run {
        let status: Int32
        let output: String
        let errors: String
    }

    let home: TemporaryDirectory
    var environment: [String: String]
    var online = true
    /// Every phrase the commands say marked ⟦ ⟧ (`CLIContext.marksWords`).
    var marksWords = false
    /// How the commands reach an AI service: a scripted one in process, so no command test
    /// waits on a socket (the live transports are tested apart, in LunchBoxLiveTests).
    var transport: any HTTPTransport = RecordingTransport(status: 503, body: "no AI service in this test")

    init() throws {
        home = try TemporaryDirectory()
        // The models scripts/setup builds stay where it built them; everything else is the test's own.
        let models = LiveScanning.foodModelFile(environment: ProcessInfo.processInfo.environment).path
        environment = ["XDG_CONFIG_HOME": home.file("config").path, "XDG_DATA_HOME": home.file("data").path, "LUNCHBOX_FOOD_MODEL": models]
    }

    var databasePath: String { home.file("data/lunchbox/lunchbox.sqlite").path }
    var credentialsPath: String { home.file("config/lunchbox/credentials").path }

    @discardableResult
    func run(_ arguments: String..., input: [String] = [], interactive: Bool = false) async -> Run {
        await run(arguments, input: input, interactive: interactive)
    }

    @discardableResult
    func run(_ arguments: [String], input: [String] = [], interactive: Bool = false) async -> Run {
        let output = Buffer()
        let errors = Buffer()
        let context = context(output: output, errors: errors, input: input, interactive: interactive)
        let status = await CLI.run(arguments, context: context)
        return Run(status: status, output: output.contents, errors: errors.contents)
    }

    /// The context `run` gives commands: this harness's home, clock and AI service.
    func context(output: Buffer = Buffer(), errors: Buffer = Buffer(), input: [String] = [], interactive: Bool = false) -> CLIContext {
        var context = CLIContext(
            environment: environment,
            homeDirectory: home.url,
            output: output,
            errors: errors,
            input: ScriptedInput(input),
            errorsIsTerminal: false,
            inputIsTerminal: interactive,
            transport: transport,
            networkMonitor: FixedNetworkMonitor(online: online),
            clock: FixedClock(Date(timeIntervalSince1970: 1_795_347_000)),  // 2026-11-22 11:30 UTC
            calendar: {
                var calendar = Calendar(identifier: .gregorian)
                calendar.timeZone = TimeZone(identifier: "UTC")!
                return calendar
            }()
        )
        context.marksWords = marksWords
        return context
    }
}
