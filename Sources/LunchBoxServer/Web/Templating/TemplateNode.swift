/// One piece of a parsed page template.
///
/// Templates are mustache, parsed once at start-up by `TemplateParser` into these nodes,
/// which `TemplateRenderer` walks for every page. Text is kept as UTF-8 bytes, ready to
/// be copied into the page, and names are split at their dots once, not per lookup.
enum TemplateNode: Sendable, Equatable {
    /// Text copied as it is.
    case text([UInt8])
    /// `{{name}}`: a value, HTML-escaped.
    case variable(TemplatePath)
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when inverted.
    case section(TemplatePath, [TemplateNode], inverted: Bool)
    /// `{{> name}}`: another template, rendered in place.
    case partial(String)
    /// `{{< name}}…{{/name}}`: another template whose blocks this one fills.
    case parent(String, blocks: [String: [TemplateNode]])
    /// `{{$ name}}…{{/name}}` in a parent: its filling, or the text between the tags.
    case block(String, default: [TemplateNode])
    /// `{{$ name}}…{{/name}}` inside `{{< parent}}`: the filling of a block. Only ever
    /// found while parsing; a `.parent` holds them in its `blocks`.
    case blockDefinition(String, [TemplateNode])
}

/// A dotted name as a template writes it: `chrome.csrf`, or `.` for the current value.
struct TemplatePath: Sendable, Equatable {
    /// The parts between the dots; empty for `.`.
    let names: [String]

    init(_ text: String) {
        names = text == "." ? [] : text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    var isCurrentValue: Bool { names.isEmpty }
}
