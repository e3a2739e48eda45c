import Foundation
import LunchBoxCore

/// A problem the person running a command can fix; printed as "Error: …" with exit 1.
/// It keeps its catalog keys and values (`Fault`), worded in the run's language when
/// printed (`CLI.report`); `message` and `hint` are the English words.
public struct CLIError: Error, LocalizedError, Equatable {
    public let fault: Fault
    public let hintFault: Fault?

    /// The phrase `key` (in `cli2.strings`) with `arguments`, and a hint under it.
    init(_ key: String, _ arguments: Fault.Argument..., hint: Fault? = nil) {
        self.fault = Fault(key, arguments)
        self.hintFault = hint
    }

    /// Words already in the run's language (a statement a command asked about).
    init(saying message: String, hint: String?) {
        self.fault = Fault("cli2.text", [.text(message)])
        self.hintFault = hint.map { Fault("cli2.text", [.text($0)]) }
    }

    public var message: String { fault.message(.english) }
    public var hint: String? { hintFault?.message(.english) }

    public func message(_ words: Wording) -> String { fault.message(words) }
    public func hint(_ words: Wording) -> String? { hintFault?.message(words) }

    public var errorDescription: String? { message }
}
