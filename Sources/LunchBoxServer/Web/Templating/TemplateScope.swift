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
        case .parent(let parent):
            let answer = parent.child(named: name)
            assert(answer != nil || !Self.hasValue(named: name, in: parent), "\(type(of: parent)) does not answer \(name)")
            return answer
        case .other(let value):
            return Self.reflectedChild(named: name, of: value)
        }
    }

    /// Whether `value` has a field `name` holding something: test builds check each value
    /// answering lookups itself answers every field it has.
    private static func hasValue(named name: String, in value: Any) -> Bool {
        field(named: name, in: Mirror(reflecting: value)) != nil
    }

    /// A field read by reflection, for values that do not answer lookups themselves. Every
    /// value with fields a page shows should answer them (reflection costs a mirror per
    /// lookup), so test builds stop at one that does not.
    private static func reflectedChild(named name: String, of value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        assert(mirror.children.isEmpty || (mirror.displayStyle != .struct && mirror.displayStyle != .class), "\(type(of: value)) is read by reflection: make it a TemplateParent")
        return field(named: name, in: mirror)
    }

    /// The field labelled `name`, seen through an optional; nil when absent or nil.
    private static func field(named name: String, in mirror: Mirror) -> Any? {
        guard let field = mirror.children.first(where: { $0.label == name })?.value else { return nil }
        let wrapper = Mirror(reflecting: field)
        guard wrapper.displayStyle == .optional else { return field }
        return wrapper.children.first?.value
    }
}
