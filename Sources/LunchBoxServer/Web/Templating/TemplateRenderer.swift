/// Walks parsed templates for one page, writing UTF-8 straight into the page's bytes.
///
/// Values are found as mustache finds them: the first name of `a.b.c` in the innermost
/// value that has it, climbing out through the sections; the rest from there. Text is
/// HTML-escaped; a section repeats over a list, shows once for `true` or any other value
/// (which it enters), and not at all for `false`, an empty list or nothing.
struct TemplateRenderer {
    /// One value a lookup can start from, with its way of answering names found once.
    private enum Scope {
        case parent(any TemplateParent)
        case other(Any)

        init(_ value: Any) {
            if let parent = value as? any TemplateParent {
                self = .parent(parent)
            } else {
                self = .other(value)
            }
        }

        var value: Any {
            switch self {
            case .parent(let parent): parent
            case .other(let value): value
            }
        }

        func child(named name: String) -> Any? {
            switch self {
            case .parent(let parent): parent.child(named: name)
            case .other(let value): TemplateRenderer.reflectedChild(named: name, of: value)
            }
        }
    }

    let templates: [String: [TemplateNode]]

    /// The named template rendered for `value`; nil when there is no such template.
    func render(_ name: String, _ value: Any, sizeHint: Int = 16 * 1024) -> [UInt8]? {
        guard let nodes = templates[name] else { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(sizeHint)
        var stack = [Scope(value)]
        render(nodes, stack: &stack, blocks: [:], into: &output)
        return output
    }

    private func render(_ nodes: [TemplateNode], stack: inout [Scope], blocks: [String: [TemplateNode]], into output: inout [UInt8]) {
        for node in nodes {
            switch node {
            case .text(let text):
                output.append(contentsOf: text)
            case .variable(let path):
                guard let value = Self.lookup(path, in: &stack) else { continue }
                if let text = value as? String {
                    HTMLEscaping.escape(text, into: &output)
                } else {
                    HTMLEscaping.escape(String(describing: (value as? any TemplateOptional)?.wrappedValue ?? value), into: &output)
                }
            case .section(let path, let children, inverted: false):
                guard let value = Self.lookup(path, in: &stack) else { continue }
                if let shown = value as? Bool {
                    if shown { render(children, stack: &stack, blocks: blocks, into: &output) }
                } else if value is String {
                    enter(.other(value), children, stack: &stack, blocks: blocks, into: &output)
                } else if let list = value as? any TemplateParentList {
                    list.forEachParent { enter(.parent($0), children, stack: &stack, blocks: blocks, into: &output) }
                } else if let list = value as? any TemplateList {
                    list.forEachElement { enter(Scope($0), children, stack: &stack, blocks: blocks, into: &output) }
                } else {
                    enter(Scope(value), children, stack: &stack, blocks: blocks, into: &output)
                }
            case .section(let path, let children, inverted: true):
                let value = Self.lookup(path, in: &stack)
                guard Self.isEmpty(value) else { continue }
                // An empty list is entered, as swift-mustache does: `{{.}}` inside is the list.
                if let list = value as? any TemplateList {
                    enter(.other(list), children, stack: &stack, blocks: blocks, into: &output)
                } else {
                    render(children, stack: &stack, blocks: blocks, into: &output)
                }
            case .partial(let name):
                if let partial = templates[name] { render(partial, stack: &stack, blocks: blocks, into: &output) }
            case .parent(let name, let filling):
                // A block filled further out wins over this template's own filling.
                if let parent = templates[name] {
                    render(parent, stack: &stack, blocks: blocks.merging(filling) { outer, _ in outer }, into: &output)
                }
            case .block(let name, let fallback):
                render(blocks[name] ?? fallback, stack: &stack, blocks: blocks, into: &output)
            case .blockDefinition:
                continue
            }
        }
    }

    private func enter(_ scope: Scope, _ nodes: [TemplateNode], stack: inout [Scope], blocks: [String: [TemplateNode]], into output: inout [UInt8]) {
        stack.append(scope)
        render(nodes, stack: &stack, blocks: blocks, into: &output)
        stack.removeLast()
    }

    private static func lookup(_ path: TemplatePath, in stack: inout [Scope]) -> Any? {
        guard let first = path.names.first else { return stack.last?.value }
        var found: Any?
        var index = stack.count - 1
        while index >= 0 {
            if let value = stack[index].child(named: first) {
                found = value
                break
            }
            index -= 1
        }
        guard path.names.count > 1 else { return found }
        for name in path.names.dropFirst() {
            guard let value = found else { return nil }
            found = Scope(value).child(named: name)
        }
        return found
    }

    private static func isEmpty(_ value: Any?) -> Bool {
        guard let value else { return true }
        if let shown = value as? Bool { return !shown }
        if let list = value as? any TemplateList { return list.isEmpty }
        return false
    }

    /// A field read by reflection, for values that do not answer lookups themselves.
    private static func reflectedChild(named name: String, of value: Any) -> Any? {
        guard let field = Mirror(reflecting: value).children.first(where: { $0.label == name })?.value else { return nil }
        let mirror = Mirror(reflecting: field)
        guard mirror.displayStyle == .optional else { return field }
        return mirror.children.first?.value
    }
}
