import Foundation

/// Reads server-sent events (the `text/event-stream` format) from bytes that arrive in
/// pieces: pieces break anywhere, even inside a line or a UTF-8 character, so bytes wait
/// here until their line is complete. Only `data` fields matter for chat completions;
/// comments (`:`), `event`, `id` and `retry` lines are read past.
public struct ServerSentEvents: Sendable {
    /// A line longer than this is refused: no chat chunk comes near it.
    public static let maximumLineLength = 1 << 20

    private var pending: [UInt8] = []
    private var data: [String] = []

    public init() {}

    /// The `data` of every event that `bytes` completes, in order.
    public mutating func feed(_ bytes: Data) throws -> [String] {
        var events: [String] = []
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                if pending.last == UInt8(ascii: "\r") { pending.removeLast() }
                if let event = take(line: String(decoding: pending, as: UTF8.self)) { events.append(event) }
                pending.removeAll(keepingCapacity: true)
            } else {
                pending.append(byte)
                guard pending.count <= Self.maximumLineLength else { throw AIClientError.invalidResponse("the stream had a line too long to be a chat chunk") }
            }
        }
        return events
    }

    /// The event a stream that ends without a final blank line still holds.
    public mutating func finish() -> String? {
        if !pending.isEmpty, let event = take(line: String(decoding: pending, as: UTF8.self)) {
            pending.removeAll()
            return event
        }
        pending.removeAll()
        return take(line: "")
    }

    private mutating func take(line: String) -> String? {
        if line.isEmpty {
            defer { data.removeAll() }
            return data.isEmpty ? nil : data.joined(separator: "\n")
        }
        guard !line.hasPrefix(":") else { return nil }
        let field: Substring
        var value: Substring
        if let colon = line.firstIndex(of: ":") {
            field = line[..<colon]
            value = line[line.index(after: colon)...]
            if value.first == " " { value = value.dropFirst() }
        } else {
            field = line[...]
            value = ""
        }
        if field == "data" { data.append(String(value)) }
        return nil
    }
}
