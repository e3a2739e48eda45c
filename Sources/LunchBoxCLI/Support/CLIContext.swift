import Foundation
import LunchBoxCore
import LunchBoxLive

/// Everything a command needs from the outside world: environment, streams, network,
/// clock. The real process sets it up once in `main`; tests run commands with their own.
///
/// It travels as a task-local value, so commands (structs built by the argument parser)
/// reach it without globals, and concurrent tests never share one.
public struct CLIContext: Sendable {
    @TaskLocal public static var current = CLIContext.live()

    public var environment: [String: String]
    public var homeDirectory: URL
    public var output: any TextOutput
    public var errors: any TextOutput
    public var input: any LineInput
    /// Whether stderr is a terminal (spinner) and stdin is one (hidden key prompt).
    public var errorsIsTerminal: Bool
    public var inputIsTerminal: Bool
    public var transport: any HTTPTransport
    public var networkMonitor: any NetworkMonitor
    public var clock: any AppClock
    public var calendar: Calendar
    /// Set only by tests: every phrase the commands say is marked ⟦ ⟧ (`Wording.marking`),
    /// so a test can find words that did not come from the catalog.
    public var marksWords = false
    /// The command line being run (`CLI.run` sets it): `--help` is worded in its
    /// `--language`, else the environment's (`Help.words`).
    public var arguments: [String] = []

    public init(
        environment: [String: String],
        homeDirectory: URL,
        output: any TextOutput,
        errors: any TextOutput,
        input: any LineInput,
        errorsIsTerminal: Bool,
        inputIsTerminal: Bool,
        transport: any HTTPTransport,
        networkMonitor: any NetworkMonitor,
        clock: any AppClock,
        calendar: Calendar,
        arguments: [String] = []
    ) {
        self.environment = environment
        self.homeDirectory = homeDirectory
        self.output = output
        self.errors = errors
        self.input = input
        self.errorsIsTerminal = errorsIsTerminal
        self.inputIsTerminal = inputIsTerminal
        self.transport = transport
        self.networkMonitor = networkMonitor
        self.clock = clock
        self.calendar = calendar
        self.arguments = arguments
    }

    /// The real process: its environment, standard streams, network and clock.
    public static func live() -> CLIContext {
        CLIContext(
            environment: ProcessInfo.processInfo.environment,
            homeDirectory: FileManager.default.homeDirectoryForCurrentUser,
            output: FileOutput.standardOutput,
            errors: FileOutput.standardError,
            input: StandardInput(),
            errorsIsTerminal: Terminal.isTerminal(.standardError),
            inputIsTerminal: Terminal.isTerminal(.standardInput),
            transport: AsyncHTTPClientTransport(),
            networkMonitor: InterfaceNetworkMonitor(),
            clock: SystemClock(),
            calendar: .autoupdatingCurrent,
            arguments: Array(CommandLine.arguments.dropFirst())
        )
    }

    public var paths: HostPaths {
        HostPaths(environment: environment, homeDirectory: homeDirectory)
    }

    /// Today in the user's calendar and time zone.
    public var today: CalendarDay {
        CalendarDay(clock.now(), in: calendar)
    }
}
