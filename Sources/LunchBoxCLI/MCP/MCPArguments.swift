import Foundation
import MCP

/// A tool call's arguments, checked against the tool's parameters before the tool runs:
/// a missing, unknown or mistyped argument is an error the assistant can read and fix,
/// never a crash.
struct MCPArguments: Sendable {
    private let values: [String: Value]

    /// Checks `values` against `parameters`; throws `MCPArgumentError` for the first
    /// argument that is missing, unknown or of the wrong kind.
    init(_ values: [String: Value]?, parameters: [MCPParameter]) throws {
        let values = (values ?? [:]).filter { $0.value != .null }
        let known = Set(parameters.map(\.name))
        if let unknown = values.keys.sorted().first(where: { !known.contains($0) }) {
            throw MCPArgumentError.unknown(unknown, known: parameters.map(\.name))
        }
        for parameter in parameters {
            guard let value = values[parameter.name] else {
                if parameter.required { throw MCPArgumentError.missing(parameter.name) }
                continue
            }
            guard Self.value(value, is: parameter.kind) else { throw MCPArgumentError.wrongKind(parameter.name, expected: parameter.kind) }
        }
        self.values = values
    }

    /// Whether the call gave this argument (an empty list is given; null is not).
    func has(_ name: String) -> Bool {
        values[name] != nil
    }

    func text(_ name: String) -> String? {
        values[name]?.stringValue
    }

    func wholeNumber(_ name: String) -> Int? {
        values[name].flatMap(Self.wholeNumber)
    }

    func yesNo(_ name: String) -> Bool? {
        values[name]?.boolValue
    }

    func texts(_ name: String) -> [String] {
        values[name]?.arrayValue?.compactMap(\.stringValue) ?? []
    }

    /// A required argument: the check in `init` has made sure it is there.
    func required(_ name: String) throws -> String {
        guard let text = text(name) else { throw MCPArgumentError.missing(name) }
        return text
    }

    func requiredNumber(_ name: String) throws -> Int {
        guard let number = wholeNumber(name) else { throw MCPArgumentError.missing(name) }
        return number
    }

    private static func value(_ value: Value, is kind: MCPParameter.Kind) -> Bool {
        switch kind {
        case .text: value.stringValue != nil
        case .wholeNumber: wholeNumber(value) != nil
        case .yesNo: value.boolValue != nil
        case .texts: value.arrayValue?.allSatisfy { $0.stringValue != nil } ?? false
        case .oneOf(let words): value.stringValue.map(words.contains) ?? false
        }
    }

    /// 2, or 2.0 as some clients send it; never 2.5, and never a number too big for `Int`.
    private static func wholeNumber(_ value: Value) -> Int? {
        if let number = value.intValue { return number }
        guard let number = value.doubleValue, number.rounded() == number else { return nil }
        return Int(exactly: number)
    }
}

/// What is wrong with a tool call's arguments, in words an assistant can act on.
enum MCPArgumentError: Error, LocalizedError, Equatable {
    case missing(String)
    case unknown(String, known: [String])
    case wrongKind(String, expected: MCPParameter.Kind)

    var errorDescription: String? {
        switch self {
        case .missing(let name):
            "Missing argument \"\(name)\"."
        case .unknown(let name, let known):
            "Unknown argument \"\(name.prefix(40))\"." + (known.isEmpty ? " This tool takes no arguments." : " This tool takes: \(known.joined(separator: ", ")).")
        case .wrongKind(let name, let expected):
            "Argument \"\(name)\" must be \(expected.noun)."
        }
    }
}
