extension Wording {
    /// Words joined as this language joins them in a sentence: "a, b and c",
    /// "a, b und c", "a, b et c" (`list.and`, with `list.comma` between the others).
    public func and(_ items: [String]) -> String {
        join(items, last: "list.and")
    }

    /// "a, b or c", "a, b oder c".
    public func or(_ items: [String]) -> String {
        join(items, last: "list.or")
    }

    private func join(_ items: [String], last: String) -> String {
        guard let final = items.last else { return "" }
        guard items.count > 1 else { return final }
        let head = items.dropLast().dropFirst().reduce(items[0]) { self("list.comma", $0, $1) }
        return self(last, head, final)
    }
}
