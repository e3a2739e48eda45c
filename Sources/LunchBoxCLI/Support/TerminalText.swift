/// Text made safe to print on a terminal: escape sequences and control characters
/// removed, line breaks and tabs kept.
///
/// Everything the CLI prints passes through here (`SanitizedOutput`, set up once in
/// `CLI.run`): names in the database (another tool may have written ESC into a row),
/// an AI service's error message, ideas. Without it `ESC[2J` cleared the screen and an
/// OSC sequence set the window title (issue 27); some terminals do worse with others.
enum TerminalText {
    static func sanitized(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = String.UnicodeScalarView()
        var scalars = Reader(text.unicodeScalars)
        while let scalar = scalars.next() {
            switch scalar.value {
            case 0x0D where scalars.peek() == "\n":
                // CRLF ends a line as LF does (an iCalendar file is written so); a lone CR
                // would go back and overwrite the line.
                result.append(scalar)
            case 0x1B:
                skipEscapeSequence(&scalars)
            case 0x9B:
                skipControlSequence(&scalars)
            case 0x9D, 0x90, 0x9E, 0x9F:
                skipString(&scalars)
            default:
                if !isControl(scalar) { result.append(scalar) }
            }
        }
        return String(result)
    }

    /// A stored value shown inside one line: line breaks, tabs and the other separators
    /// written as `\n`, `\t`, `\u{2028}`, so "milk\n5. FAKE" cannot print a line that
    /// looks like another item (issue 39, item 12).
    static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { separators[$0.value] != nil }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if let escaped = separators[scalar.value] { result += escaped } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    private static let separators: [UInt32: String] = [
        0x0A: "\\n", 0x0D: "\\r", 0x09: "\\t", 0x0B: "\\v", 0x0C: "\\f", 0x85: "\\u{85}", 0x2028: "\\u{2028}", 0x2029: "\\u{2029}",
    ]

    /// The scalars one at a time, with a look at the next.
    struct Reader {
        private var iterator: String.UnicodeScalarView.Iterator
        private var peeked: Unicode.Scalar?

        init(_ scalars: String.UnicodeScalarView) {
            iterator = scalars.makeIterator()
            peeked = iterator.next()
        }

        mutating func next() -> Unicode.Scalar? {
            defer { peeked = iterator.next() }
            return peeked
        }

        func peek() -> Unicode.Scalar? { peeked }
    }

    /// C0 and C1 controls but the line break and the tab; DEL; and the invisible
    /// direction overrides that make text read otherwise than it is.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// After ESC: `[` starts a control sequence, `]`, `P`, `^` and `_` a string ended
    /// by BEL or ESC `\`; anything else is a two-character sequence.
    private static func skipEscapeSequence(_ scalars: inout Reader) {
        guard let next = scalars.next() else { return }
        switch next {
        case "[": skipControlSequence(&scalars)
        case "]", "P", "^", "_", "X": skipString(&scalars)
        default: return
        }
    }

    /// Parameters and intermediates up to the final byte (0x40-0x7E).
    private static func skipControlSequence(_ scalars: inout Reader) {
        while let scalar = scalars.next() {
            if (0x40...0x7E).contains(scalar.value) || scalar.value > 0x7E || scalar.value < 0x20 { return }
        }
    }

    /// Up to BEL, ST (0x9C) or ESC `\`.
    private static func skipString(_ scalars: inout Reader) {
        while let scalar = scalars.next() {
            if scalar.value == 0x07 || scalar.value == 0x9C { return }
            if scalar.value == 0x1B {
                _ = scalars.next()
                return
            }
        }
    }
}

/// Writes through `TerminalText`; only `writeControl` (the spinner's own sequences)
/// reaches the terminal as given.
struct SanitizedOutput: TextOutput {
    let base: any TextOutput

    func write(_ text: String) {
        base.write(TerminalText.sanitized(text))
    }

    func writeControl(_ text: String) {
        base.writeControl(text)
    }
}
