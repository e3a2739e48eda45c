extension IdeaBatch {
    /// Every stored field: a new one must be added here and read below.
    enum CodingKeys: String, CodingKey {
        case ideas, origin, heldBack, heldBackSummary, unverified, kitchenUses, number, shortfall, earlierNames, language
    }

    /// Reads a kept batch, including one kept before the shortfall was a value (its note
    /// was English text then, and is left out rather than losing the batch).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            ideas: try container.decode([LunchBoxIdea].self, forKey: .ideas), origin: try container.decode(IdeaOrigin.self, forKey: .origin),
            heldBack: try container.decode([HeldBack].self, forKey: .heldBack),
            heldBackSummary: try container.decodeIfPresent(String.self, forKey: .heldBackSummary),
            unverified: try container.decode([String: [String]].self, forKey: .unverified))
        kitchenUses = try container.decodeIfPresent([String: IdeaKitchenUse].self, forKey: .kitchenUses)
        number = try container.decodeIfPresent(Int.self, forKey: .number)
        shortfall = try? container.decodeIfPresent(ChefShortfall.self, forKey: .shortfall)
        earlierNames = try container.decodeIfPresent([String].self, forKey: .earlierNames)
        language = try container.decodeIfPresent(Language.self, forKey: .language)
    }
}
