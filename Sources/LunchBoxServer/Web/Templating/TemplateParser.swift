/// Parses a mustache template into `TemplateNode`s.
///
/// Handles the tags our templates use: variables, sections, inverted sections, comments,
/// partials, parents with blocks, and the `CONTENT_TYPE: HTML` pragma. Anything else (triple
/// braces, changed delimiters, lambdas) is refused with the line it is on, at start-up.
///
/// Lines holding only a section, comment, partial, block or pragma tag are left out of the
/// page, as in swift-mustache, whose output this matches byte for byte (TemplateEngineTests
/// render every template and random ones with both).
struct TemplateParser {
    private struct State {
        var sectionName: String?
        /// Nothing but spaces and standalone tags since the last line break.
        var atLineStart = true
        /// Inside `{{< parent}}`: the filling of its blocks.
        var inBlockDefinition = false
        /// Directly inside `{{< parent}}`, where only block definitions count.
        var atParentTopLevel = false
        /// Spaces the first line of a block's filling starts with, left off every line.
        var blockIndent: Int?

        func entering(_ name: String, atLineStart: Bool) -> State {
            var state = self
            state.sectionName = name
            state.atParentTopLevel = false
            state.atLineStart = self.atLineStart && atLineStart
            return state
        }

        func enteringParent(_ name: String) -> State {
            var state = self
            state.sectionName = name
            state.atLineStart = true
            state.inBlockDefinition = true
            state.atParentTopLevel = true
            return state
        }
    }

    private let bytes: [UInt8]
    private var position = 0

    static func parse(_ text: String) throws(TemplateError) -> [TemplateNode] {
        var parser = TemplateParser(bytes: Array(text.utf8))
        return Self.joiningText(try parser.nodes(in: State()))
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func nodes(in initial: State) throws(TemplateError) -> [TemplateNode] {
        var state = initial
        var nodes: [TemplateNode] = []
        // Spaces at the start of the line, written only once the line turns out to need them.
        var leading: ArraySlice<UInt8> = []
        func writeLeading() {
            if !leading.isEmpty { nodes.append(.text(Array(leading))) }
            leading = []
        }
        while position < bytes.count {
            if state.atLineStart {
                let spaces = readSpaces()
                if state.inBlockDefinition && !state.atParentTopLevel {
                    if let indent = state.blockIndent {
                        leading = spaces.dropFirst(indent)
                    } else {
                        state.blockIndent = spaces.count
                    }
                } else {
                    leading = spaces
                }
            }
            let text = readTextUntilTagOrLineBreak()
            if position < bytes.count, bytes[position] == .lineFeed {
                nodes.append(.text(Array(leading) + text + [.lineFeed]))
                state.atLineStart = true
                position += 1
                continue
            }
            if !text.isEmpty {
                nodes.append(.text(Array(leading) + text))
                leading = []
                state.atLineStart = false
            }
            guard position < bytes.count else { break }
            // Just past "{{".
            var standalone = false
            let tag = bytes[position]
            switch tag {
            case UInt8(ascii: "#"), UInt8(ascii: "^"):
                position += 1
                let name = try readName()
                standalone = isStandalone(state)
                if !standalone { writeLeading() }
                let children = try self.nodes(in: state.entering(name, atLineStart: standalone))
                nodes.append(.section(TemplatePath(name), children, inverted: tag == UInt8(ascii: "^")))
            case UInt8(ascii: "/"):
                position += 1
                let name = try readName()
                guard name == state.sectionName else { throw error(.closedWrongSection(name)) }
                if !isStandalone(state) { writeLeading() }
                return nodes
            case UInt8(ascii: "!"):
                position += 1
                try skipPast(.closing)
                standalone = isStandalone(state)
            case UInt8(ascii: "%"):
                position += 1
                let pragma = try readUntilClosing()
                guard pragma.filter({ $0 != " " }) == "CONTENT_TYPE:HTML" else { throw error(.unsupported("{{%\(pragma)}}")) }
                standalone = isStandalone(state)
            case UInt8(ascii: ">"):
                position += 1
                let name = try readName()
                let indented = !leading.isEmpty
                writeLeading()
                standalone = isStandalone(state)
                if standalone && indented { throw error(.unsupported("an indented partial on a line of its own")) }
                nodes.append(.partial(name))
            case UInt8(ascii: "<"):
                position += 1
                let name = try readName()
                guard leading.isEmpty else { throw error(.unsupported("an indented parent")) }
                standalone = isStandalone(state)
                var blocks: [String: [TemplateNode]] = [:]
                for node in try self.nodes(in: state.enteringParent(name)) {
                    switch node {
                    case .blockDefinition(let block, let filling): blocks[block] = filling
                    case .text: continue
                    default: throw error(.unsupported("anything but blocks inside {{<\(name)}}"))
                    }
                }
                nodes.append(.parent(name, blocks: blocks))
            case UInt8(ascii: "$"):
                position += 1
                let name = try readName()
                if state.atParentTopLevel {
                    standalone = isStandalone(state)
                    nodes.append(.blockDefinition(name, try self.nodes(in: state.entering(name, atLineStart: standalone))))
                } else {
                    guard leading.isEmpty else { throw error(.unsupported("an indented block")) }
                    standalone = isStandalone(state)
                    nodes.append(.block(name, default: try self.nodes(in: state.entering(name, atLineStart: standalone))))
                }
            case UInt8(ascii: "{"), UInt8(ascii: "&"), UInt8(ascii: "="):
                throw error(.unsupported("{{\(Character(Unicode.Scalar(tag)))"))
            default:
                writeLeading()
                let name = try readName()
                guard name == "." || !name.hasPrefix(".") else { throw error(.unsupported("a name starting with a dot")) }
                nodes.append(.variable(TemplatePath(name)))
            }
            state.atLineStart = standalone
        }
        if let open = state.sectionName { throw error(.unclosedSection(open)) }
        return nodes
    }
}

extension TemplateParser {
    private static let nameBytes = Set("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?/*".utf8)

    private mutating func readSpaces() -> ArraySlice<UInt8> {
        let start = position
        while position < bytes.count, bytes[position] == .space || bytes[position] == .tab { position += 1 }
        return bytes[start..<position]
    }

    /// Text up to a line break (left unread) or "{{" (read), or to the end.
    private mutating func readTextUntilTagOrLineBreak() -> ArraySlice<UInt8> {
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == .lineFeed { return bytes[start..<position] }
            if byte == .openBrace, position + 1 < bytes.count, bytes[position + 1] == .openBrace {
                defer { position += 2 }
                return bytes[start..<position]
            }
            position += 1
        }
        return bytes[start..<position]
    }

    /// A tag's name between optional white space, and its "}}".
    private mutating func readName() throws(TemplateError) -> String {
        skipWhiteSpace()
        let start = position
        while position < bytes.count, Self.nameBytes.contains(bytes[position]) { position += 1 }
        let name = String(decoding: bytes[start..<position], as: UTF8.self)
        skipWhiteSpace()
        guard !name.isEmpty, position + 1 < bytes.count, bytes[position] == .closeBrace, bytes[position + 1] == .closeBrace else {
            throw error(.badTag)
        }
        position += 2
        return name
    }

    private mutating func readUntilClosing() throws(TemplateError) -> String {
        let start = position
        try skipPast(.closing)
        return String(decoding: bytes[start..<(position - 2)], as: UTF8.self)
    }

    private mutating func skipPast(_ marker: [UInt8]) throws(TemplateError) {
        while position + marker.count <= bytes.count {
            if bytes[position..<(position + marker.count)].elementsEqual(marker) {
                position += marker.count
                return
            }
            position += 1
        }
        throw error(.badTag)
    }

    private mutating func skipWhiteSpace() {
        while position < bytes.count, [UInt8.space, .tab, .lineFeed, .carriageReturn].contains(bytes[position]) { position += 1 }
    }

    /// After a tag on a line so far holding only spaces and standalone tags: whether only
    /// spaces follow to the line's end. If so, the rest of the line is read.
    private mutating func isStandalone(_ state: State) -> Bool {
        guard state.atLineStart else { return false }
        if position >= bytes.count { return true }
        var end = position
        while end < bytes.count, bytes[end] == .space || bytes[end] == .tab { end += 1 }
        guard end < bytes.count, bytes[end] == .lineFeed else { return false }
        position = end + 1
        return true
    }

    private func error(_ problem: TemplateError.Problem) -> TemplateError {
        TemplateError(problem: problem, line: bytes[..<min(position, bytes.count)].count { $0 == .lineFeed } + 1)
    }

    /// Neighbouring text nodes as one, so rendering copies each run of text once.
    private static func joiningText(_ nodes: [TemplateNode]) -> [TemplateNode] {
        var joined: [TemplateNode] = []
        for node in nodes {
            switch node {
            case .text(let text):
                if case .text(let before)? = joined.last {
                    joined[joined.count - 1] = .text(before + text)
                } else {
                    joined.append(node)
                }
            case .section(let path, let children, let inverted):
                joined.append(.section(path, joiningText(children), inverted: inverted))
            case .parent(let name, let blocks):
                joined.append(.parent(name, blocks: blocks.mapValues(joiningText)))
            case .block(let name, let children):
                joined.append(.block(name, default: joiningText(children)))
            case .blockDefinition(let name, let children):
                joined.append(.blockDefinition(name, joiningText(children)))
            case .variable, .partial:
                joined.append(node)
            }
        }
        return joined
    }
}

extension UInt8 {
    fileprivate static let space = UInt8(ascii: " ")
    fileprivate static let tab = UInt8(ascii: "\t")
    fileprivate static let lineFeed = UInt8(ascii: "\n")
    fileprivate static let carriageReturn = UInt8(ascii: "\r")
    fileprivate static let openBrace = UInt8(ascii: "{")
    fileprivate static let closeBrace = UInt8(ascii: "}")
}

extension Array where Element == UInt8 {
    fileprivate static let closing: [UInt8] = Array("}}".utf8)
}
