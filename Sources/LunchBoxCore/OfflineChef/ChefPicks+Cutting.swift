/// How steps name picks that may need cutting. Food that comes bite-sized (peas, beans,
/// berries) is never cut: "Cut the black beans into bite-sized pieces" reads as nonsense.
extension ChefPicks {
    func isBiteSized(_ key: SlotKey) -> Bool {
        bySlot[key]?.isBiteSized == true
    }

    /// "the carrots, the chicken and the peas" for the filled slots among `keys`.
    func the(_ keys: SlotKey...) -> String {
        DietaryViolation.list(keys.compactMap { bySlot[$0] }.map { "the \($0.label)" })
    }

    /// "Chop the carrots and the celery into small pieces.", naming only the picks that
    /// need cutting; nil when every one of them comes bite-sized.
    func cutting(_ keys: SlotKey..., verb: String = "Cut", into pieces: String) -> String? {
        let toCut = keys.compactMap { bySlot[$0] }.filter { !$0.isBiteSized }.map { "the \($0.label)" }
        return toCut.isEmpty ? nil : "\(verb) \(DietaryViolation.list(toCut)) into \(pieces)."
    }

    /// "the carrots, chopped, and the ham": a pick with how to cut it (left out for food
    /// that comes bite-sized: "the peas and the ham"), then an optional pick as it is.
    func cut(_ key: SlotKey, _ how: String, and other: SlotKey? = nil) -> String {
        guard let ingredient = bySlot[key] else { return "" }
        let first = ingredient.isBiteSized ? "the \(ingredient.label)" : "the \(ingredient.label), \(how)"
        guard let second = other.flatMap({ bySlot[$0] }) else { return first }
        return first + (ingredient.isBiteSized ? "" : ",") + " and the \(second.label)"
    }
}
