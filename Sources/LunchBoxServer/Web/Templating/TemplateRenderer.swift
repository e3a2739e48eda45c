/// Walks parsed templates for one page, writing UTF-8 straight into the page's bytes.
///
/// Values are found as mustache finds them: the first name of `a.b.c` in the innermost
/// value that has it, climbing out through the sections; the rest from there. Text is
/// HTML-escaped; a section repeats over a list, shows once for `true` or any other value
/// (which it enters), and not at all for `false`, an empty list or nothing.
///
/// A list shown again by the same section, whose every lookup its own elements answered
/// the first time, is written again from the first time's bytes: the week page shows the
/// meal library in each of its seven day pickers.
struct TemplateRenderer {
    /// A section over one list: the template's part and where the list's elements are.
    private struct Repeat: Hashable {
        let section: UnsafeRawPointer
        let list: UnsafeRawPointer
        let count: Int
    }

    private struct State {
        var output: [UInt8]
        var stack: [TemplateScope]
        /// The outermost scope a lookup was answered from since this was last reset; -1
        /// for a lookup nothing answered (it climbed through every scope).
        var outermostAnswer = Int.max
        /// What a section wrote for a list, and the list, held so that its storage cannot be
        /// freed and taken by another list while the page is written.
        var repeats: [Repeat: (written: Range<Int>, list: any TemplateParentList)] = [:]
    }

    let templates: [String: [TemplateNode]]

    /// The named template rendered for `value`; nil when there is no such template.
    func render(_ name: String, _ value: Any, sizeHint: Int = 16 * 1024) -> [UInt8]? {
        guard let nodes = templates[name] else { return nil }
        var state = State(output: [], stack: [TemplateScope(value)])
        state.output.reserveCapacity(sizeHint)
        render(nodes, blocks: [:], &state)
        return state.output
    }

    private func render(_ nodes: [TemplateNode], blocks: [String: [TemplateNode]], _ state: inout State) {
        for node in nodes {
            switch node {
            case .text(let text):
                state.output.append(contentsOf: text)
            case .variable(let path):
                guard let value = Self.lookup(path, &state) else { continue }
                if let text = value as? String {
                    HTMLEscaping.escape(text, into: &state.output)
                } else {
                    HTMLEscaping.escape(String(describing: (value as? any TemplateOptional)?.wrappedValue ?? value), into: &state.output)
                }
            case .section(let path, let children, inverted: false):
                guard let value = Self.lookup(path, &state) else { continue }
                if let shown = value as? Bool {
                    if shown { render(children, blocks: blocks, &state) }
                } else if value is String {
                    enter(.other(value), children, blocks: blocks, &state)
                } else if let list = value as? any TemplateParentList {
                    repeatSection(list, children, blocks: blocks, &state)
                } else if let list = value as? any TemplateList {
                    list.forEachElement { enter(TemplateScope($0), children, blocks: blocks, &state) }
                } else {
                    enter(TemplateScope(value), children, blocks: blocks, &state)
                }
            case .section(let path, let children, inverted: true):
                let value = Self.lookup(path, &state)
                guard Self.isEmpty(value) else { continue }
                // An empty list is entered, as swift-mustache does: `{{.}}` inside is the list.
                if let list = value as? any TemplateList {
                    enter(.other(list), children, blocks: blocks, &state)
                } else {
                    render(children, blocks: blocks, &state)
                }
            case .partial(let name):
                if let partial = templates[name] { render(partial, blocks: blocks, &state) }
            case .parent(let name, let filling):
                // A block filled further out wins over this template's own filling.
                if let parent = templates[name] {
                    render(parent, blocks: blocks.merging(filling) { outer, _ in outer }, &state)
                }
            case .block(let name, let fallback):
                // What fills a block is not a lookup; a section holding one is never reused.
                state.outermostAnswer = -1
                render(blocks[name] ?? fallback, blocks: blocks, &state)
            case .blockDefinition:
                continue
            }
        }
    }

    private func enter(_ scope: TemplateScope, _ nodes: [TemplateNode], blocks: [String: [TemplateNode]], _ state: inout State) {
        state.stack.append(scope)
        render(nodes, blocks: blocks, &state)
        state.stack.removeLast()
    }

    /// A section over a list of values that answer lookups themselves, written from an
    /// earlier rendering when the same section showed the same list and looked nothing up
    /// outside its elements.
    private func repeatSection(_ list: any TemplateParentList, _ children: [TemplateNode], blocks: [String: [TemplateNode]], _ state: inout State) {
        let key = list.storage.flatMap { list in
            children.withUnsafeBufferPointer { $0.baseAddress.map { Repeat(section: UnsafeRawPointer($0), list: list, count: children.count) } }
        }
        if let key, let earlier = state.repeats[key] {
            state.output.append(contentsOf: state.output[earlier.written])
            return
        }
        let start = state.output.count
        let outer = state.outermostAnswer
        state.outermostAnswer = .max
        let elementDepth = state.stack.count
        list.forEachParent { enter(.parent($0), children, blocks: blocks, &state) }
        if let key, state.outermostAnswer >= elementDepth {
            state.repeats[key] = (start..<state.output.count, list)
        }
        state.outermostAnswer = min(outer, state.outermostAnswer)
    }

    private static func lookup(_ path: TemplatePath, _ state: inout State) -> Any? {
        guard let first = path.names.first else {
            state.outermostAnswer = min(state.outermostAnswer, state.stack.count - 1)
            return state.stack.last?.value
        }
        var found: Any?
        var index = state.stack.count - 1
        while index >= 0 {
            if let value = state.stack[index].child(named: first) {
                found = value
                break
            }
            index -= 1
        }
        state.outermostAnswer = min(state.outermostAnswer, index)
        guard path.names.count > 1 else { return found }
        for name in path.names.dropFirst() {
            guard let value = found else { return nil }
            found = TemplateScope(value).child(named: name)
        }
        return found
    }

    private static func isEmpty(_ value: Any?) -> Bool {
        guard let value else { return true }
        if let shown = value as? Bool { return !shown }
        if let list = value as? any TemplateList { return list.isEmpty }
        return false
    }
}
