/// Words the dishes of `StepWriter+MoreDishes` need beyond the shared ones: how long an
/// aromatic softens, and a side as the packing step names it.
extension StepWriter {
    /// "1 minute" for garlic (it burns), "5 minutes" for an onion: how long an aromatic
    /// softens, in the idea's language.
    func saySoftening(_ aromatic: ChefIngredient) -> String {
        sayMinutes(aromatic.name == "garlic" ? 1 : 5)
    }

    /// How the packing step names a side, decided on the English amount: the amount the
    /// lunch takes, or, once a step has cut a piece of it, that piece.
    enum PackedSide {
        /// Not cut yet: "one of the apples", "half a red pepper".
        case amount
        /// One piece of several already cut: "the apple".
        case piece
        /// Part of one food already cut: "the cucumber".
        case food
    }

    /// Which of the three the packing step says for `side`.
    func packedSide(_ side: ChefIngredient) -> PackedSide {
        guard cut.contains(side.index) else { return .amount }
        let phrase = amount(side)
        if phrase.hasPrefix("one of ") || (side.isPlural && ["half a ", "a quarter of a ", "a third of a "].contains(where: phrase.hasPrefix)) { return .piece }
        if ["half ", "a quarter of ", "a third of "].contains(where: phrase.hasPrefix) { return .food }
        return .amount
    }

    /// `packedAmount(_:)` in the idea's language: "the apple", "Apfel".
    func sayPackedAmount(_ side: ChefIngredient) -> String {
        guard !tongue.isEnglish else { return packedAmount(side) }
        switch packedSide(side) {
        case .amount: return sayAmount(side)
        case .piece: return sayNamed(side)
        case .food: return sayThe(side)
        }
    }
}
