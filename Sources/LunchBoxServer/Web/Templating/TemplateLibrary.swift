import Foundation

/// The page templates, parsed once: every `.mustache` file in a folder, by name.
///
/// A template that does not parse, or that names a partial or parent that is not there,
/// stops the server at start-up with the file and line, instead of a broken page later.
struct TemplateLibrary: Sendable {
    private let templates: [String: [TemplateNode]]

    init(directory: URL) throws {
        var texts: [String: String] = [:]
        for file in try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil) where file.pathExtension == "mustache" {
            texts[file.deletingPathExtension().lastPathComponent] = try String(contentsOf: file, encoding: .utf8)
        }
        try self.init(texts: texts)
    }

    /// Templates from their texts, by name.
    init(texts: [String: String]) throws(TemplateError) {
        var templates: [String: [TemplateNode]] = [:]
        for (name, text) in texts {
            do {
                templates[name] = try TemplateParser.parse(text)
            } catch {
                var named = error
                named.template = name
                throw named
            }
        }
        for (name, nodes) in templates {
            if let missing = Self.references(nodes).first(where: { templates[$0] == nil }) {
                throw TemplateError(problem: .missingTemplate(missing), line: 0, template: name)
            }
        }
        self.templates = templates
    }

    var names: some Collection<String> { templates.keys }

    /// The template rendered for `value` as UTF-8; nil when there is no such template.
    func render(_ value: Any, template name: String) -> [UInt8]? {
        TemplateRenderer(templates: templates).render(name, value)
    }

    private static func references(_ nodes: [TemplateNode]) -> [String] {
        nodes.flatMap { node -> [String] in
            switch node {
            case .partial(let name): [name]
            case .parent(let name, let blocks): [name] + blocks.values.flatMap(references)
            case .section(_, let children, _), .block(_, let children), .blockDefinition(_, let children): references(children)
            case .text, .variable: []
            }
        }
    }
}
