/// HTML escaping for text interpolated into `HTML`, byte by byte.
///
/// The five characters that matter in text and quoted attribute values (`<`, `>`, `&`,
/// `"`, `'`) become entities; everything else is copied in runs. A property test checks
/// that the result holds none of them and reads back as the original text.
enum HTMLEscaping {
    static func escape(_ text: String) -> String {
        var bytes: [UInt8] = []
        escape(text, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text`, escaped, to `output`.
    static func escape(_ text: String, into output: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0
            for index in bytes.indices {
                let entity: [UInt8]
                switch bytes[index] {
                case UInt8(ascii: "<"): entity = lessThan
                case UInt8(ascii: ">"): entity = greaterThan
                case UInt8(ascii: "&"): entity = ampersand
                case UInt8(ascii: "\""): entity = quote
                case UInt8(ascii: "'"): entity = apostrophe
                default: continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                output.append(contentsOf: entity)
                runStart = index + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
    }

    private static let lessThan = Array("&lt;".utf8)
    private static let greaterThan = Array("&gt;".utf8)
    private static let ampersand = Array("&amp;".utf8)
    private static let quote = Array("&quot;".utf8)
    private static let apostrophe = Array("&#39;".utf8)
}
