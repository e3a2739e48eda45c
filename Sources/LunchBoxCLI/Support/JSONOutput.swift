import Foundation

/// Prints values as JSON for `--json`: sorted keys, ISO 8601 dates.
enum JSONOutput {
    static func print<Value: Encodable>(_ value: Value, to output: any TextOutput) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        output.line(String(decoding: try encoder.encode(value), as: UTF8.self))
    }
}

extension JSONOutput {
    /// One value as one line of JSON (`--json-lines`), written at once.
    static func printLine<Value: Encodable>(_ value: Value, to output: any TextOutput) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        output.line(String(decoding: try encoder.encode(value), as: UTF8.self))
    }
}
