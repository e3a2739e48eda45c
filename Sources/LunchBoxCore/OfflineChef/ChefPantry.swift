/// The inventory sorted out for the offline chef: each usable item with its lexicon
/// food, the items left out because of the diet, the allowed staples, and for every
/// slot role the items that can fill it.
struct ChefPantry: Sendable {
    let ingredients: [ChefIngredient]
    /// Items not used because a chosen diet rules them out or they cannot be checked.
    let leftOutForDiet: [String]
    /// Items not used because they are past their best-before date.
    let leftOutExpired: [String]
    let staples: ChefStaples
    /// Use-first order of each ingredient: urgent first, then days left, then the seed.
    let rankKeys: [(urgency: Int, daysLeft: Int, tieBreak: UInt64)]
    private let candidates: [SlotRole: [Int]]

    init(
        items: [InventoryItem],
        preferences: DietaryPreferences,
        today: CalendarDay?,
        lexicon: FoodLexicon,
        staples: [String],
        random: inout SeededRandom
    ) {
        let check = DietCheck(lexicon: lexicon, preferences: preferences)
        var ingredients: [ChefIngredient] = []
        var leftOut: [String] = []
        var expired: [String] = []
        let forbidden = preferences.forbiddenContents
        for item in items {
            // Never silently serve food past its date: the person decides about it.
            guard IdeaKitchenUse.freshness(of: item, today: today) != .expired else {
                expired.append(item.name)
                continue
            }
            let match: FoodMatch?
            let allowed: Bool
            if let literal = lexicon.literalMatch(item.name) {
                // A plain lexicon name: the guard would find exactly this food, so its
                // contents decide (and the common case stays fast).
                match = literal
                allowed = literal.food.contains.isDisjoint(with: forbidden)
            } else {
                match = lexicon.lookup(item.name).match
                // With a diet switched on, only foods the lexicon knows and the guard
                // passes are used: an unknown item cannot be checked.
                allowed = check.allows(item.name) && !(check.isRestricted && match == nil)
            }
            guard allowed else {
                leftOut.append(item.name)
                continue
            }
            ingredients.append(
                ChefIngredient(
                    item: item,
                    match: match,
                    daysLeft: Self.daysLeft(item, today: today),
                    tieBreak: random.next()
                ))
        }
        self.ingredients = ingredients
        self.rankKeys = ingredients.map { ($0.isUrgent ? 0 : 1, $0.daysLeft ?? 0, $0.tieBreak) }
        self.leftOutForDiet = leftOut
        self.leftOutExpired = expired
        self.staples = ChefStaples(staples, lexicon: lexicon, isAllowed: check.allows)
        var candidates: [SlotRole: [Int]] = [:]
        for role in SlotRole.allCases {
            candidates[role] = ingredients.indices.filter { role.accepts(ingredients[$0]) }
        }
        self.candidates = candidates
    }

    /// Positions of the ingredients that can fill `role`.
    func candidates(for role: SlotRole) -> [Int] {
        candidates[role] ?? []
    }

    func has(_ role: SlotRole) -> Bool {
        !(candidates[role] ?? []).isEmpty
    }

    /// Days to best-before when that is within the use-first window (the same window the
    /// AI prompt uses), so those items are picked first.
    private static func daysLeft(_ item: InventoryItem, today: CalendarDay?) -> Int? {
        guard let today, let bestBefore = item.bestBefore else { return nil }
        let days = today.days(until: bestBefore)
        return days <= PromptBuilder.useSoonWindowDays ? days : nil
    }
}

/// The dietary guard applied to single names: the chef's way of asking "may I use this?".
struct DietCheck: Sendable {
    let guardian: DietaryGuard
    let preferences: DietaryPreferences

    init(lexicon: FoodLexicon, preferences: DietaryPreferences) {
        self.guardian = DietaryGuard(lexicon: lexicon)
        self.preferences = preferences
    }

    var isRestricted: Bool { !preferences.isEmpty }

    /// True when the guard finds nothing wrong and nothing it cannot check.
    func allows(_ text: String) -> Bool {
        allows(ingredients: [text])
    }

    func allows(ingredients: [String]) -> Bool {
        guard isRestricted else { return true }
        let verdict = guardian.verdict(forIngredients: ingredients, preferences: preferences)
        return verdict.isSafe && verdict.isFullyVerified
    }
}
