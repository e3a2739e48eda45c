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

    /// "Mash the chickpeas roughly with a fork so they stay in the wrap.": beans and the like
    /// roll out of bread; nil for anything else.
    func mashing(_ key: SlotKey, toStayIn dish: String) -> String? {
        guard let ingredient = bySlot[key], ingredient.food?.isPulse == true else { return nil }
        return "Mash the \(ingredient.label) roughly with a fork so \(ingredient.isPlural ? "they stay" : "it stays") in the \(dish)."
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

extension Food {
    /// Beans, chickpeas, lentils and peas as a protein: cooked by simmering, mashed in bread.
    var isPulse: Bool {
        category == .protein && ["lentil", "bean", "chickpea", "pea"].contains(where: name.contains)
    }
}
