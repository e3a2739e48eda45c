/// One value a template lookup can start from, with its way of answering names found once.
enum TemplateScope {
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
        case .other(let value): Self.reflectedChild(named: name, of: value)
        }
    }

    /// A field read by reflection, for values that do not answer lookups themselves.
    private static func reflectedChild(named name: String, of value: Any) -> Any? {
        guard let field = Mirror(reflecting: value).children.first(where: { $0.label == name })?.value else { return nil }
        let mirror = Mirror(reflecting: field)
        guard mirror.displayStyle == .optional else { return field }
        return mirror.children.first?.value
    }
}
