import Foundation

/// The bytes of one JSON document as `APIJSONEncoder` writes it, with the few spellings
/// JSONEncoder has for strings and numbers (`APICoding.encoder()`: no escaped slashes).
final class JSONOutput {
    var bytes: [UInt8] = []
    /// Set when a value encoded itself in a way this writer does not follow (nested
    /// containers, super encoders): the caller encodes it again with JSONEncoder.
    var isUnsupported = false

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    func append(_ byte: UInt8) {
        bytes.append(byte)
    }

    func append(raw text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// A JSON string: quote, backslash and control characters escaped as JSONEncoder
    /// escapes them, everything else (slashes, other scripts) as it is.
    func append(string text: String) {
        bytes.append(Self.quote)
        var text = text
        text.withUTF8 { utf8 in
            var start = 0
            for index in 0..<utf8.count {
                let byte = utf8[index]
                guard byte < 0x20 || byte == Self.quote || byte == Self.backslash else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                appendEscaped(byte)
                start = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<utf8.count]))
        }
        bytes.append(Self.quote)
    }

    func append(_ value: Bool) {
        append(raw: value ? "true" : "false")
    }

    func append<Integer: BinaryInteger>(integer value: Integer) {
        append(raw: String(value))
    }

    /// A number as JSONEncoder writes it: its shortest form without a trailing ".0" ("2",
    /// "0.1", "1e-07"); not a number or infinite is an error.
    func append<Number: BinaryFloatingPoint & LosslessStringConvertible>(number value: Number) throws {
        guard value.isFinite else {
            throw EncodingError.invalidValue(value, EncodingError.Context(codingPath: [], debugDescription: "\(value) is not a JSON number"))
        }
        let text = value.description
        append(raw: text.hasSuffix(".0") ? String(text.dropLast(2)) : text)
    }

    private func appendEscaped(_ byte: UInt8) {
        bytes.append(Self.backslash)
        switch byte {
        case Self.quote, Self.backslash: bytes.append(byte)
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        default:
            bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), Self.hex[Int(byte >> 4)], Self.hex[Int(byte & 0x0F)]])
        }
    }

    /// Puts the members of the object whose members start at `starts` (each just after
    /// its comma, the last running to the end) in key order, as `.sortedKeys` does; a key
    /// given twice keeps its last value, as JSONEncoder keeps it.
    func sortMembers(keys: [String], starts: [Int]) {
        guard keys.count > 1 else { return }
        var sorted = true
        for index in 1..<keys.count where !(keys[index - 1] < keys[index]) {
            sorted = false
            break
        }
        guard !sorted else { return }
        let order = keys.indices.sorted { keys[$0] == keys[$1] ? $0 < $1 : keys[$0] < keys[$1] }
        let end = bytes.count
        // One copy of the object's members, written back in order.
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: bytes[starts[0]..<end])
        bytes.removeSubrange(starts[0]..<end)
        let base = starts[0]
        var written = 0
        for (position, index) in order.enumerated() {
            // Of one key given twice, only the last is kept.
            if position + 1 < order.count, keys[order[position + 1]] == keys[index] { continue }
            if written > 0 { bytes.append(UInt8(ascii: ",")) }
            let memberEnd = index + 1 < starts.count ? starts[index + 1] - 1 : end
            bytes.append(contentsOf: scratch[(starts[index] - base)..<(memberEnd - base)])
            written += 1
        }
    }

    /// Reused by `sortMembers`.
    private var scratch: [UInt8] = []

    /// The members of the objects being written, one frame a level deep, their arrays
    /// kept for the next object at that level.
    struct Frame {
        enum Kind { case none, object, array, single }
        var kind = Kind.none
        /// Where the value's bytes begin.
        var start = 0
        /// An object's keys and where each member begins.
        var keys: [String] = []
        var starts: [Int] = []
        /// How many elements an array has, however many containers wrote them.
        var elements = 0
    }
    var frames: [Frame] = []
    private var depth = 0

    /// A fresh frame for the next value, one level deeper; its index.
    func enter() -> Int {
        if frames.count == depth {
            frames.append(Frame())
        } else {
            frames[depth].kind = .none
            frames[depth].keys.removeAll(keepingCapacity: true)
            frames[depth].starts.removeAll(keepingCapacity: true)
            frames[depth].elements = 0
        }
        frames[depth].start = bytes.count
        depth += 1
        return depth - 1
    }

    /// Closes what the value at `level` opened and leaves its frame.
    func leave(_ level: Int) {
        switch frames[level].kind {
        // Nothing encoded, or a single value asked for and not given: JSONEncoder's `{}`.
        case .none: append(raw: "{}")
        case .single where bytes.count == frames[level].start: append(raw: "{}")
        case .object:
            sortMembers(keys: frames[level].keys, starts: frames[level].starts)
            append(UInt8(ascii: "}"))
        case .array: append(UInt8(ascii: "]"))
        case .single: break
        }
        depth = level
    }

    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")
    private static let hex = Array("0123456789abcdef".utf8)
}
