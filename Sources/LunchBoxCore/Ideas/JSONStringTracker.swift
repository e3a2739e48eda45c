/// Follows JSON text byte by byte and tells where each byte stands against string
/// literals, minding escapes, so braces or line breaks inside a string are told apart
/// from the structure around it. The reply parser and the streaming scanner both read
/// replies with it.
struct JSONStringTracker {
    enum Position {
        case outside
        case opensString
        case inString
        case closesString
    }

    private(set) var isInString = false
    private var escaped = false

    mutating func read(_ byte: UInt8) -> Position {
        guard isInString else {
            guard byte == UInt8(ascii: "\"") else { return .outside }
            isInString = true
            return .opensString
        }
        if escaped {
            escaped = false
        } else if byte == UInt8(ascii: "\\") {
            escaped = true
        } else if byte == UInt8(ascii: "\"") {
            isInString = false
            return .closesString
        }
        return .inString
    }
}
