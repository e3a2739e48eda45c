import Foundation

/// Prints values as JSON for `--json`: sorted keys, ISO 8601 dates.
enum JSONOutput {
    static func print<Value: Encodable>(_ value: Value, to output: any TextOutput) throws {
        output.line(try text(value))
    }

    /// The JSON `print` writes, as text (`lunchbox mcp` answers with the same).
    static func text<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return escapingControls(String(decoding: try encoder.encode(value), as: UTF8.self))
    }

    /// JSON escapes C0 controls itself; the C1 controls (U+0080-U+009F), which it may
    /// leave as they are, are escaped too, so the value survives the terminal sanitizer.
    static func escapingControls(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: { TerminalText.isControl($0) && $0.value > 0x7E }) else { return json }
        var result = ""
        for scalar in json.unicodeScalars {
            if TerminalText.isControl(scalar), scalar.value > 0x7E {
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension JSONOutput {
    /// One value as one line of JSON (`--json-lines`), written at once.
    static func printLine<Value: Encodable>(_ value: Value, to output: any TextOutput) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        output.line(escapingControls(String(decoding: try encoder.encode(value), as: UTF8.self)))
    }
}
