/// The built-in lunch box idea generator: works offline, with no key, in a blink.
///
/// It sorts the inventory through the food lexicon, drops everything a chosen diet rules
/// out (and, with a diet on, everything it cannot check), then fills the slots of lunch
/// formats (wrap, bento box, soup flask...) by category, soon-expiring food first.
/// Food past its best-before date is never used (`IdeaKitchenUse.freshness`).
/// Names and steps come from templates; ingredient lines name each inventory item as the
/// person wrote it, plus any assumed staples the steps use. The same seed always gives
/// the same ideas; a different seed gives a different selection.
public struct OfflineChef: Sendable {
    /// What a kitchen is assumed to have without listing it.
    public static let defaultStaples = ["salt", "pepper", "oil", "water"]
    /// How many passes over the formats, so one format can give a second idea with
    /// other foods when the inventory is large.
    static let rounds = 3

    public let lexicon: FoodLexicon
    public let staples: [String]
    public let minimumIdeas: Int
    public let maximumIdeas: Int

    public init(lexicon: FoodLexicon, staples: [String] = OfflineChef.defaultStaples, minimumIdeas: Int = 3, maximumIdeas: Int = 5) {
        self.lexicon = lexicon
        self.staples = staples
        self.minimumIdeas = max(1, minimumIdeas)
        self.maximumIdeas = max(self.minimumIdeas, maximumIdeas)
    }

    /// Between `minimumIdeas` and `maximumIdeas` distinct ideas (distinct names and
    /// ingredients), or an `OfflineChefError` saying what to add. The persona in `wishes`
    /// names them and adds its tip; names in `wishes.avoid` are skipped while enough
    /// other ideas can be made (a repeat beats too few ideas).
    public func ideas(
        for items: [InventoryItem],
        preferences: DietaryPreferences,
        today: CalendarDay? = nil,
        seed: UInt64 = 0,
        wishes: IdeaWishes = .none
    ) throws -> [LunchBoxIdea] {
        let avoided = Set(wishes.avoid.map { $0.lowercased() })
        do {
            return try ideas(for: items, preferences: preferences, today: today, seed: seed, persona: wishes.persona, avoiding: avoided)
        } catch OfflineChefError.notEnoughIdeas where !avoided.isEmpty {
            return try ideas(for: items, preferences: preferences, today: today, seed: seed, persona: wishes.persona, avoiding: [])
        }
    }

    private func ideas(
        for items: [InventoryItem], preferences: DietaryPreferences, today: CalendarDay?, seed: UInt64, persona: ChefPersona?, avoiding avoided: Set<String>
    ) throws -> [LunchBoxIdea] {
        guard !items.isEmpty else { throw OfflineChefError.emptyInventory }
        var random = SeededRandom(seed: seed)
        let pantry = ChefPantry(items: items, preferences: preferences, today: today, lexicon: lexicon, staples: staples, random: &random)
        let check = DietCheck(lexicon: lexicon, preferences: preferences)
        var ideas: [LunchBoxIdea] = []
        var names = Set<String>()
        // Ideas are told apart by the names of what they use: two "bread" items are one food.
        var combinations = Set<Set<String>>()
        var usage = [Int](repeating: 0, count: pantry.ingredients.count)

        let formats = Self.order(LunchFormat.catalog, for: pantry, random: &random)
        rounds: for _ in 0..<Self.rounds {
            for format in formats {
                guard ideas.count < maximumIdeas else { break rounds }
                // The seeded fill first; when its idea repeats one already made, the same
                // format with every optional slot filled, then with none, before moving on
                // (a sandwich and a snack box can otherwise pick the very same foods).
                for optionals in [OptionalSlots.seeded, .all, .none] {
                    guard let (picks, used) = Self.fill(format, from: pantry, usage: usage, optionals: optionals, random: &random) else { continue }
                    let idea = compose(format, picks: picks, pantry: pantry, persona: persona ?? .house)
                    let name = idea.name.lowercased()
                    let combination = Set(picks.all.map { $0.item.name.lowercased() })
                    guard !names.contains(name), !avoided.contains(name), !combinations.contains(combination) else { continue }
                    // A last check of the finished lines: never show what the guard would flag.
                    guard check.allows(ingredients: idea.ingredients) else { continue }
                    ideas.append(idea)
                    names.insert(name)
                    combinations.insert(combination)
                    used.forEach { usage[$0] += 1 }
                    break
                }
            }
        }
        guard ideas.count >= minimumIdeas else {
            throw OfflineChefError.notEnoughIdeas(
                ideas: ideas,
                needed: minimumIdeas,
                missing: missingFoods(in: pantry, check: check),
                leftOutForDiet: pantry.leftOutForDiet,
                leftOutExpired: pantry.leftOutExpired
            )
        }
        return ideas
    }

    /// Formats in seeded order, those that can use a soon-expiring item first.
    static func order(_ formats: [LunchFormat], for pantry: ChefPantry, random: inout SeededRandom) -> [LunchFormat] {
        let shuffled = formats.shuffled(using: &random)
        let urgent = pantry.ingredients.filter(\.isUrgent)
        guard !urgent.isEmpty else { return shuffled }
        let usesUrgent = shuffled.map { format in
            format.slots.contains { slot in urgent.contains { slot.role.accepts($0) } }
        }
        return shuffled.indices.sorted { lhs, rhs in
            usesUrgent[lhs] != usesUrgent[rhs] ? usesUrgent[lhs] : lhs < rhs
        }.map { shuffled[$0] }
    }

    /// Which optional slots a fill uses.
    enum OptionalSlots {
        /// Each about three times in four, by the seed, so ideas vary between seeds.
        case seeded
        case all
        case none
    }

    /// Fills the slots of `format`: for each, the soon-expiring items first (earliest
    /// first), then the least used so far, then in seeded order. Nil when a required
    /// slot cannot be filled.
    static func fill(_ format: LunchFormat, from pantry: ChefPantry, usage: [Int], optionals: OptionalSlots = .seeded, random: inout SeededRandom) -> (ChefPicks, Set<Int>)? {
        var picks = ChefPicks()
        var taken = Set<Int>()
        for slot in format.slots {
            if !slot.required {
                switch optionals {
                case .seeded: if !random.chance(75) { continue }
                case .all: break
                case .none: continue
                }
            }
            let best = pantry.candidates(for: slot.role).filter { !taken.contains($0) }.min { lhs, rhs in
                rank(pantry.rankKeys[lhs], usage: usage[lhs]) < rank(pantry.rankKeys[rhs], usage: usage[rhs])
            }
            if let best {
                picks[slot.key] = pantry.ingredients[best]
                taken.insert(best)
            } else if slot.required {
                return nil
            }
        }
        return (picks, taken)
    }

    private static func rank(_ key: (urgency: Int, daysLeft: Int, tieBreak: UInt64), usage: Int) -> (Int, Int, Int, UInt64) {
        (key.urgency, usage, key.daysLeft, key.tieBreak)
    }

    private func compose(_ format: LunchFormat, picks: ChefPicks, pantry: ChefPantry, persona: ChefPersona) -> LunchBoxIdea {
        var writer = StepWriter(staples: pantry.staples)
        let steps = format.method(picks, writer: &writer) + [persona.tipStep].compactMap { $0 }
        let lines = format.slots.compactMap { slot in
            picks[slot.key].map { Self.line(for: $0, role: slot.role) }
        }
        return LunchBoxIdea(name: persona.ideaName(format.title(picks)), ingredients: lines + writer.usedStaples, preparationSteps: steps, origin: .offlineChef)
    }

    /// The food groups that would unlock ideas, with examples the diet allows.
    private func missingFoods(in pantry: ChefPantry, check: DietCheck) -> [MissingFood] {
        func examples(_ names: [String]) -> [String] {
            Array(names.filter { check.allows($0) }.prefix(3))
        }
        var missing: [MissingFood] = []
        let carbs: [SlotRole] = [.slicedOrSplitBread, .wrap, .grain, .pasta, .noodles, .potato, .snackBase]
        if !carbs.contains(where: pantry.has) {
            missing.append(MissingFood(group: .carb, examples: examples(["bread", "rice", "wraps", "pasta", "potatoes", "corn tortillas", "quinoa"])))
        }
        if !pantry.has(.filling), !pantry.has(.soup) {
            missing.append(MissingFood(group: .protein, examples: examples(["eggs", "chicken", "tofu", "tuna", "cheese", "chickpeas", "lentils", "hummus"])))
        }
        if !pantry.has(.vegetable), !pantry.has(.fruit), !pantry.has(.leafy) {
            missing.append(MissingFood(group: .vegetableOrFruit, examples: examples(["cucumber", "carrots", "tomatoes", "apples", "grapes"])))
        }
        return missing
    }
}
