/// The words cooking steps share, in the idea's language: what a step cooks, the spice
/// rubbed on the main, how to tell it is done, and the cooling a hot lunch leaves out.
extension StepWriter {
    /// What a cooking step cooks, as it says it: the lunch's share of food bought in pieces
    /// ("one of the cod fillets", "2 Kabeljaufilets"), else all of it as bought; and "it" or
    /// "them" (nothing in German).
    func cooked(_ ingredient: ChefIngredient) -> (name: String, it: String) {
        guard let piece = cookedPiece(ingredient) else { return (sayAsBought(ingredient), sayIt(ingredient)) }
        let one = piece.hasPrefix("one of")
        if tongue.isEnglish { return (piece, one ? "it" : "them") }
        // German names the animal, not the cut: "1 Stück Lachs" for one of the salmon fillets.
        if let cut = ingredient.label.split(separator: " ").last, Self.pieces.contains(String(cut)), let single = tongue.name(of: ingredient, plural: false) {
            return (say(one ? "chefcook.piece.single" : "chefcook.piece.two", ["food": GermanCase.accusative.inflect(single, plural: false)]), "")
        }
        return (sayAmount(ingredient), "")
    }

    /// The cuts meat and fish are bought in, counted as pieces of the food.
    private static let pieces: Set<String> = ["breasts", "fillets", "thighs", "drumsticks", "legs", "wings", "steaks", "chops", "cutlets", "loins"]

    /// The English name a cooking step decides by: "one of the cod fillets" or "the frozen
    /// peas".
    func cookedName(_ ingredient: ChefIngredient) -> String {
        cookedPiece(ingredient) ?? ingredient.asBought
    }

    /// "one of the cod fillets", "two of the sausages": the lunch's share of protein bought
    /// in pieces; nil for food cooked whole as bought.
    private func cookedPiece(_ ingredient: ChefIngredient) -> String? {
        let piece = amount(ingredient)
        return ingredient.food.category == .protein && (piece.hasPrefix("one of") || piece.hasPrefix("two of")) ? piece : nil
    }

    /// " with a pinch of curry powder" for the main, when the lunch has a spice; the
    /// phrase `key` places it where the language wants it ("mit 1 Prise Currypulver
    /// würzen und …").
    func spiceWords(for ingredient: ChefIngredient, _ key: String = "chefcook.spice") -> String {
        guard ingredient.index == plan.main.index, let spice = plan.spice else { return "" }
        return say(key, ["spice": tongue.isEnglish ? spice.label : sayPlain(spice, .dative)])
    }

    /// How to tell it is done: "until golden and tender"; no pink for poultry, pork and
    /// mince; flaking for fish.
    func doneness(_ ingredient: ChefIngredient) -> String {
        if ingredient.food.state == .frozen { return say("chefcook.done.frozen") }
        let contents = ingredient.food.contains
        if !contents.isDisjoint(with: [.poultry, .meat]), ingredient.food.category == .protein { return say("chefcook.done.meat") }
        if contents.contains(.shellfish) { return say("chefcook.done.shellfish") }
        if contents.contains(.fish) { return say("chefcook.done.fish") }
        if ingredient.food.category == .protein || ingredient.food.form == .cheese { return say("chefcook.done.golden") }
        return say("chefcook.done")
    }

    /// The cooling at the end of a cooking step ("; let it cool", the phrase `key`), or
    /// nothing for food that stays hot.
    func cooling(_ key: String, _ it: String, _ ingredient: ChefIngredient) -> String {
        staysHot(ingredient) ? "" : say(key, ["it": it])
    }

    /// True for food cooked for the flask or the table, kept hot rather than cooled: its
    /// cooking step says no cooling, in any language. At dinner every food cooked for the
    /// plate stays hot, vegetables too.
    func staysHot(_ ingredient: ChefIngredient) -> Bool {
        plan.isHot && (plan.meal == .dinner || [plan.main.index, plan.carb?.index].contains(ingredient.index))
    }
}
