/// One kind of lunch the offline chef can make (a wrap, a bento box, a soup flask): the
/// slots it fills from the inventory, how it is named, and how it is made.
struct LunchFormat: Sendable {
    /// A short identifier ("wrap"), for tests and debugging.
    let id: String
    let slots: [Slot]
    /// False for hot food in a flask, which must not be packed with an ice pack.
    let keepsCold: Bool
    /// Slots the format's own steps cook (a soup simmers its vegetables), so no separate
    /// cooking step is written for them.
    let cooksInMethod: Set<SlotKey>
    let title: @Sendable (ChefPicks) -> String
    /// The assembly steps; cooking steps for foods that must be cooked come first.
    let steps: @Sendable (ChefPicks, inout StepWriter) -> [String]

    init(
        id: String,
        slots: [Slot],
        keepsCold: Bool = true,
        cooksInMethod: Set<SlotKey> = [],
        title: @escaping @Sendable (ChefPicks) -> String,
        steps: @escaping @Sendable (ChefPicks, inout StepWriter) -> [String]
    ) {
        self.id = id
        self.slots = slots
        self.keepsCold = keepsCold
        self.cooksInMethod = cooksInMethod
        self.title = title
        self.steps = steps
    }

    /// The full method: cooking steps, the format's own steps, then keeping it cold.
    func method(_ picks: ChefPicks, writer: inout StepWriter) -> [String] {
        var all = writer.cookingSteps(picks, skipping: cooksInMethod)
        all += steps(picks, &writer)
        if keepsCold, let cold = writer.keepColdStep(picks) { all.append(cold) }
        return all
    }

    /// Every format the chef knows, in a fixed order (the seed shuffles it).
    static let catalog: [LunchFormat] = handheld + bowls + boxes

    /// Loaves come in slices; rolls, bagels and pittas are split open.
    static func isSlicedLoaf(_ ingredient: ChefIngredient?) -> Bool {
        guard let name = ingredient?.food?.name else { return false }
        return ["bread", "wholemeal bread", "seeded bread", "sourdough", "rye bread"].contains(name)
    }
}
