import Foundation

/// A list of strings as a record column holds it: JSON text, as GRDB writes a Codable
/// array.
enum StoredList {
    /// The strings of `text`; a column that is not a JSON array of strings is a damaged
    /// row of `table`, said as such.
    static func strings(_ text: String?, table: String) throws -> [String] {
        guard let text else { throw StorageError.corruptValue(table: table, reason: "a list is missing") }
        // Issue 40: lists are read for every favorite and meal a list shows; JSONDecoder
        // took 2.8 µs a list, most of a favorites read. What GRDB wrote is read directly;
        // anything else (spaces, \u escapes) goes through JSONDecoder, the reference.
        if let strings = written(text) { return strings }
        do {
            return try JSONDecoder().decode([String].self, from: Data(text.utf8))
        } catch {
            throw StorageError.corruptValue(table: table, reason: "a list is not a JSON list of text")
        }
    }

    /// The strings of a list as JSONEncoder writes it (`["a","b\"c"]`: no spaces, the
    /// short escapes only); nil for any other text.
    static func written(_ text: String) -> [String]? {
        var text = text
        return text.withUTF8 { bytes -> [String]? in
            guard bytes.count >= 2, bytes.first == UInt8(ascii: "["), bytes.last == UInt8(ascii: "]") else { return nil }
            var strings: [String] = []
            var index = 1
            let end = bytes.count - 1
            if index == end { return strings }
            var piece: [UInt8] = []
            while index < end {
                guard bytes[index] == UInt8(ascii: "\"") else { return nil }
                index += 1
                piece.removeAll(keepingCapacity: true)
                var closed = false
                while index < end {
                    let byte = bytes[index]
                    index += 1
                    if byte == UInt8(ascii: "\"") {
                        closed = true
                        break
                    }
                    guard byte == UInt8(ascii: "\\") else {
                        guard byte >= 0x20 else { return nil }
                        piece.append(byte)
                        continue
                    }
                    guard index < end, let unescaped = shortEscapes[bytes[index]] else { return nil }
                    piece.append(unescaped)
                    index += 1
                }
                guard closed else { return nil }
                strings.append(String(decoding: piece, as: UTF8.self))
                if index == end { return strings }
                guard bytes[index] == UInt8(ascii: ","), index + 1 < end else { return nil }
                index += 1
            }
            return nil
        }
    }

    private static let shortEscapes: [UInt8: UInt8] = [
        UInt8(ascii: "\""): UInt8(ascii: "\""), UInt8(ascii: "\\"): UInt8(ascii: "\\"), UInt8(ascii: "/"): UInt8(ascii: "/"),
        UInt8(ascii: "n"): 0x0A, UInt8(ascii: "t"): 0x09, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C,
    ]
}
