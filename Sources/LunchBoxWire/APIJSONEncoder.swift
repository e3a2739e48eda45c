import Foundation

/// Encodes the API's answers as `APICoding.encoder()` does (sorted keys, unescaped
/// slashes, ISO 8601 dates) in one pass, writing each value's bytes as it is encoded.
///
/// Issue 40: JSONEncoder builds a tree of every value and then writes it; for a list of
/// twenty favorites that was a third of the server's time on the read. This writer takes
/// well under half its time. It follows the way synthesized and hand-written `encode(to:)`
/// methods encode (one container per value, values in turn); a value that uses nested
/// containers or super encoders is encoded again by JSONEncoder, so the bytes are always
/// JSON and always the same document.
public struct APIJSONEncoder: Sendable {
    public init() {}

    public func encode(_ value: some Encodable) throws -> [UInt8] {
        let output = JSONOutput(capacity: 1024)
        try StreamingEncoder.encode(value, into: output)
        guard output.isUnsupported else { return output.bytes }
        return Array(try APICoding.encoder().encode(value))
    }
}

/// One value's encoder: it writes into the shared output and marks in its frame which
/// container the value opened, so the caller can close it.
struct StreamingEncoder: Encoder {
    let output: JSONOutput
    let level: Int
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// Writes `value` whole: its own encoding, then the close of what it opened.
    static func encode<Value: Encodable>(_ value: Value, into output: JSONOutput) throws {
        // The values JSONEncoder writes its own way, told apart by their type (a pointer
        // comparison) rather than by casting every value in turn.
        if Value.self == String.self { return output.append(string: unsafeBitCast(value, to: String.self)) }
        if Value.self == Date.self { return output.append(string: unsafeBitCast(value, to: Date.self).formatted(.iso8601)) }
        if Value.self == UUID.self { return output.append(string: unsafeBitCast(value, to: UUID.self).uuidString) }
        if Value.self == URL.self { return output.append(string: unsafeBitCast(value, to: URL.self).absoluteString) }
        if Value.self == Data.self { return output.append(string: unsafeBitCast(value, to: Data.self).base64EncodedString()) }
        if Value.self == Decimal.self { return output.append(raw: unsafeBitCast(value, to: Decimal.self).description) }
        let level = output.enter()
        try value.encode(to: StreamingEncoder(output: output, level: level))
        output.leave(level)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        open(.object, with: UInt8(ascii: "{"))
        return KeyedEncodingContainer(KeyedContainer<Key>(output: output, level: level))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        open(.array, with: UInt8(ascii: "["))
        return UnkeyedContainer(output: output, level: level)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        open(.single, with: nil)
        return SingleValueContainer(output: output)
    }

    /// Opens the value's container; asking for a second kind of container is a way of
    /// encoding this writer does not follow.
    private func open(_ kind: JSONOutput.Frame.Kind, with byte: UInt8?) {
        let opened = output.frames[level].kind
        if opened == kind, kind != .single { return }
        guard opened == .none else {
            output.isUnsupported = true
            return
        }
        output.frames[level].kind = kind
        if let byte { output.append(byte) }
    }

    /// An encoder whose writes go nowhere, for the ways of encoding not followed (the
    /// whole value is encoded again by JSONEncoder).
    static func unsupported(in output: JSONOutput) -> StreamingEncoder {
        output.isUnsupported = true
        let nowhere = JSONOutput()
        return StreamingEncoder(output: nowhere, level: nowhere.enter())
    }
}
