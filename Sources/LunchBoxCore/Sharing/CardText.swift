/// Lays text out for a share card without a font engine: widths are estimated per
/// character from a table that is never narrower than the widest face a card uses
/// (DejaVu Sans and Serif, regular and bold, measured with rsvg-convert), so a line the
/// estimate fits is a line the rasterizer fits.
public enum CardText {
    /// The mark added where text was cut short.
    public static let ellipsis = "…"
    /// The widest a single character may be, in em: a real glyph is at most ~1.3 em (a
    /// family emoji counts 5.2 as its parts); a cluster wider than this is built to break
    /// layouts and is dropped. Every line on a card is wider than this at its size.
    public static let maxCharacterEm = 8.0

    /// Text made safe to lay out: control characters, bidirectional overrides,
    /// characters XML 1.0 cannot carry and clusters wider than `maxCharacterEm` are
    /// dropped, runs of white space become one space, and anything past `maxCharacters`
    /// is cut (nothing longer could fit on a card).
    public static func clean(_ raw: String, maxCharacters: Int = 600) -> String {
        var result = ""
        var pendingSpace = false
        var count = 0
        for character in raw {
            guard count < maxCharacters else { break }
            let scalars = character.unicodeScalars
            if scalars.allSatisfy({ $0.properties.isWhitespace }) {
                pendingSpace = !result.isEmpty
                continue
            }
            let kept = String(String.UnicodeScalarView(scalars.filter(isPrintable)))
            guard !kept.isEmpty, width(kept, fontSize: 1) <= maxCharacterEm else { continue }
            if pendingSpace {
                result.append(" ")
                pendingSpace = false
            }
            result.append(kept)
            count += 1
        }
        return result
    }

    /// The estimated width of `text` at `fontSize`, in the card's units (pixels).
    public static func width(_ text: String, fontSize: Double) -> Double {
        text.unicodeScalars.reduce(0) { $0 + em($1) } * fontSize
    }

    /// `text` broken at spaces into at most `maxLines` lines no wider than `maxWidth`;
    /// a word too long for a line is broken inside; the last line ends in an ellipsis
    /// when text was left out.
    public static func wrap(_ text: String, fontSize: Double, maxWidth: Double, maxLines: Int) -> [String] {
        guard maxLines > 0, !text.isEmpty else { return [] }
        var lines: [String] = []
        var current = ""
        var pieces = text.split(separator: " ").map(String.init)[...]
        while let word = pieces.popFirst() {
            let candidate = current.isEmpty ? word : current + " " + word
            if width(candidate, fontSize: fontSize) <= maxWidth {
                current = candidate
                continue
            }
            if current.isEmpty {
                // One word wider than the line: keep what fits, carry on with the rest.
                let (head, tail) = split(word, fontSize: fontSize, maxWidth: maxWidth)
                lines.append(head)
                if !tail.isEmpty { pieces.insert(tail, at: pieces.startIndex) }
            } else {
                lines.append(current)
                current = ""
                pieces.insert(word, at: pieces.startIndex)
            }
            if lines.count == maxLines {
                let leftOver = !current.isEmpty || !pieces.isEmpty
                if leftOver { lines[maxLines - 1] = truncate(lines[maxLines - 1] + " " + pieces.joined(separator: " "), fontSize: fontSize, maxWidth: maxWidth) }
                return lines
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// `text` on one line: whole when it fits, else cut and ended with an ellipsis.
    public static func truncate(_ text: String, fontSize: Double, maxWidth: Double) -> String {
        guard width(text, fontSize: fontSize) > maxWidth else { return text }
        guard width(ellipsis, fontSize: fontSize) < maxWidth else { return "" }
        let (head, _) = split(text, fontSize: fontSize, maxWidth: maxWidth, followedBy: ellipsis.unicodeScalars.first, allowEmpty: true)
        var trimmed = head
        while trimmed.last == " " { trimmed.removeLast() }
        return trimmed + ellipsis
    }

    /// The longest prefix (whole characters) that fits, with `suffix` after it, and the
    /// rest. Unless `allowEmpty`, at least one character goes first so wrapping always
    /// advances. Widths are summed in em in the order `width` sums them, so a prefix that
    /// fits here measures the same there, to the last bit.
    private static func split(
        _ text: String, fontSize: Double, maxWidth: Double, followedBy suffix: Unicode.Scalar? = nil, allowEmpty: Bool = false
    ) -> (String, String) {
        var used = 0.0
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            let added = text[index..<next].unicodeScalars.reduce(used) { $0 + em($1) }
            let total = suffix.map { added + em($0) } ?? added
            if total * fontSize > maxWidth, allowEmpty || index > text.startIndex { break }
            used = added
            index = next
        }
        return (String(text[..<index]), String(text[index...]))
    }

    /// The widest advance, in em, of any of the card's faces for this character.
    private static func em(_ scalar: Unicode.Scalar) -> Double {
        switch scalar.value {
        case 0x20: 0.36
        case 0x30...0x39: 0.72
        case 0x4D, 0x57: 1.2  // M W
        case 0x41...0x5A: 0.95
        case 0x6D, 0x77: 1.1  // m w
        case 0x66, 0x69, 0x6A, 0x6C, 0x72, 0x74: 0.5  // f i j l r t
        case 0x61...0x7A: 0.75
        case 0x21, 0x22, 0x27, 0x28, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x5B, 0x5D, 0x60, 0x7B, 0x7C, 0x7D: 0.5
        case 0x21...0x7E: 1.05
        case 0x300...0x36F, 0x200B...0x200D, 0xFE00...0xFE0F, 0xE0100...0xE01EF: 0  // combining marks, joiners, variation selectors
        case 0xA0...0x24F: 1.0
        default: 1.3  // other scripts, symbols and emoji (a colour emoji is 1.24 em)
        }
    }

    /// Whether XML 1.0 can carry the character and it draws as text: no C0/C1 controls,
    /// no bidirectional overrides or isolates ("Trojan source"), no non-characters.
    private static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 || (0x7F...0x9F).contains(value) { return false }
        if (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) { return false }
        if value == 0xFFFE || value == 0xFFFF || (0xFDD0...0xFDEF).contains(value) { return false }
        return true
    }
}
