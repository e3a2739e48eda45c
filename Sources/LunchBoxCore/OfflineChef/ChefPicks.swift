/// The named places in a lunch format that foods fill.
enum SlotKey: Int, CaseIterable, Sendable {
    case base, main, cheese, spread, vegetable, secondVegetable, leaves, grain, fruit, sauce, aromatic, crunch, snack,
        side, wrapping, extra
}

/// One slot of a format: where it goes, what may fill it, and whether the format needs it.
struct Slot: Sendable {
    let key: SlotKey
    let role: SlotRole
    let required: Bool

    static func needs(_ key: SlotKey, _ role: SlotRole) -> Slot { Slot(key: key, role: role, required: true) }
    static func may(_ key: SlotKey, _ role: SlotRole) -> Slot { Slot(key: key, role: role, required: false) }
}

/// The foods chosen for one idea, by slot.
struct ChefPicks: Sendable {
    private(set) var bySlot: [SlotKey: ChefIngredient] = [:]

    subscript(key: SlotKey) -> ChefIngredient? {
        get { bySlot[key] }
        set { bySlot[key] = newValue }
    }

    /// Every pick, in slot order.
    var all: [ChefIngredient] {
        SlotKey.allCases.compactMap { bySlot[$0] }
    }

    /// The step name of a pick ("sliced cheddar"), or "" when the slot is empty.
    func label(_ key: SlotKey) -> String {
        bySlot[key]?.label ?? ""
    }

    /// The title name of a pick ("Cheddar"), or nil when the slot is empty.
    func title(_ key: SlotKey) -> String? {
        bySlot[key]?.title
    }

    /// "one of the wraps" or "the wrap", or "" when the slot is empty.
    func one(_ key: SlotKey) -> String {
        bySlot[key]?.one ?? ""
    }

    /// "it" or "them" for a pick.
    func pronoun(_ key: SlotKey) -> String {
        bySlot[key]?.pronoun ?? "it"
    }

    /// "Chicken & Avocado" from the first two filled slots among `keys`.
    func titlePair(_ keys: SlotKey...) -> String {
        keys.compactMap(title).prefix(2).joined(separator: " & ")
    }

    func has(_ key: SlotKey) -> Bool { bySlot[key] != nil }
}
