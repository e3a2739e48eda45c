/// A value whose fields templates read by name: `{{name}}`, `{{#items}}`.
///
/// Page views and rows answer lookups themselves with a `switch`; a value that does not is
/// read through `Mirror`, a reflection costing a new mirror per lookup, so every type shown
/// in a list conforms (TemplateLookupTests checks each answers all its fields).
///
/// Answers depend on the value alone (conformers are value types with stored fields): the
/// renderer reuses what it wrote for a list it meets again in the same page.
protocol TemplateParent {
    /// The field named `name`, or nil when there is none or it is empty.
    func child(named name: String) -> Any?
}

extension Dictionary: TemplateParent where Key == String {
    func child(named name: String) -> Any? { self[name] }
}

/// A value a section repeats over, once per element.
protocol TemplateList {
    var isEmpty: Bool { get }
    func forEachElement(_ body: (Any) -> Void)
}

extension Array: TemplateList {
    func forEachElement(_ body: (Any) -> Void) {
        for element in self { body(element) }
    }
}

/// A list of values that answer lookups themselves: each is handed over as one, without
/// the per-element cast a list of `Any` would need.
protocol TemplateParentList {
    func forEachParent(_ body: (any TemplateParent) -> Void)
    /// Where the elements are stored: the same for every read of one list, while it lives.
    var storage: UnsafeRawPointer? { get }
}

extension Array: TemplateParentList where Element: TemplateParent {
    func forEachParent(_ body: (any TemplateParent) -> Void) {
        for element in self { body(element) }
    }

    var storage: UnsafeRawPointer? {
        isEmpty ? nil : withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }
}

/// An optional held in an `Any`, so it can be seen through.
protocol TemplateOptional {
    var wrappedValue: Any? { get }
}

extension Optional: TemplateOptional {
    var wrappedValue: Any? { self }
}
