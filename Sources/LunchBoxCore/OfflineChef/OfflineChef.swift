/// The built-in lunch box idea generator: works offline, with no key, in a blink.
///
/// It reads the kitchen through the food lexicon (each food's state, part in a lunch, cut,
/// cooking method and time, the dishes it suits), leaves out what a chosen diet rules out
/// or cannot check and food past its date, and composes lunches as a cook would: a main, a
/// carb or base and a fruit or vegetable side, seasoned from the kitchen's own sauces by
/// the pairing table, use-soon food and leftovers first, varied across the batch. Steps
/// come in the chosen persona's voice. The same kitchen, preferences and seed always give
/// the same batch; `seed(for:preferences:ideas:batch:)` derives the seed from them.
public struct OfflineChef: Sendable {
    /// What a kitchen is assumed to have without listing it.
    public static let defaultStaples = ["salt", "pepper", "oil", "water"]

    public let lexicon: FoodLexicon
    public let staples: [String]
    public let minimumIdeas: Int
    public let maximumIdeas: Int
    /// The languages it writes its ideas in (English and German).
    public let tongues: ChefTongues

    public init(
        lexicon: FoodLexicon, staples: [String] = OfflineChef.defaultStaples, minimumIdeas: Int = 3, maximumIdeas: Int = 5, tongues: ChefTongues? = nil
    ) {
        self.lexicon = lexicon
        self.tongues = tongues ?? ChefTongues(names: lexicon.names)
        self.staples = staples
        self.minimumIdeas = max(1, minimumIdeas)
        self.maximumIdeas = max(self.minimumIdeas, maximumIdeas)
    }

    /// Up to `maximumIdeas` distinct lunches, and when there are fewer, why and what would
    /// unlock more. Never refuses a lunch it can make. Names in `wishes.avoid` (the last
    /// batch) come back only when nothing else can be made.
    public func batch(
        for items: [InventoryItem], preferences: DietaryPreferences, today: CalendarDay? = nil, seed: UInt64 = 0, wishes: IdeaWishes = .none
    ) -> ChefBatch {
        var random = SeededRandom(seed: seed)
        let pantry = ChefPantry(items: items, preferences: preferences, today: today, lexicon: lexicon, staples: staples, random: &random)
        let planner = LunchPlanner(pantry: pantry, wishes: wishes)
        let voice = ChefVoice.voice(for: wishes.persona)
        let tongue = tongues.tongue(for: wishes.language)
        let candidates = planner.candidates(random: &random)
        // Lunches are told apart by their English names, so every language gets the same
        // lunches; the last batch's names are the shown ones, in the household's language.
        let english = tongues.english
        let name = { (plan: LunchPlan) in voice.name(LunchNamer(tongue: english).name(plan), pick: plan.main.tieBreak, tongue: english) }
        let shown = { (plan: LunchPlan) in voice.name(LunchNamer(tongue: tongue).name(plan), pick: plan.main.tieBreak, tongue: tongue) }
        let avoided = Set(wishes.avoid.map { $0.lowercased() })
        // "New ideas" never gives fewer than the kitchen allows: the best of the last batch
        // come back when there are not enough new ones.
        var fresh = random
        let unavoided = avoided.isEmpty ? [] : planner.choose(maximumIdeas, minimum: minimumIdeas, from: candidates, avoiding: [], name: name, shown: shown, random: &fresh)
        let reachable = unavoided.count
        // As many as the last batch too (its names are `avoided`), so batches never shrink.
        let repeatsTo = min(maximumIdeas, max(reachable, avoided.count))
        let chosen = planner.choose(
            maximumIdeas, minimum: minimumIdeas, repeatsTo: repeatsTo, from: candidates, avoiding: avoided, name: name, shown: shown, random: &random)
        // When the new lunches crowd out the repeats that would fill it (two lunches of the
        // same foods), the batch the kitchen allows with nothing avoided is the bigger one.
        let plans = chosen.count < reachable ? unavoided : chosen
        let ideas = plans.map { idea(from: $0, pantry: pantry, voice: voice, tongue: tongue) }
        let withoutProduce = plans.contains { !$0.hasProduce }
        let used = Set(plans.flatMap { $0.all.map(\.index) })
        let checkFirst = pantry.ingredients.filter { $0.pastBestBefore && used.contains($0.index) }.map(\.item.name)
        // A full batch still says what the person should know: names not understood, food
        // to check first, lunches without fruit or vegetables.
        let full = ideas.count >= maximumIdeas
        let repeats = ideas.filter { avoided.contains($0.name.lowercased()) }.count
        guard !full || repeats > 0 || withoutProduce || !checkFirst.isEmpty || !pantry.notUnderstood.isEmpty else { return ChefBatch(ideas: ideas, shortfall: nil) }
        let timeLimited = !full && wishes.maxMinutes != nil && planner.withoutTimeLimit().candidates(random: &random).count > candidates.count
        let lastBatchLeftOut = !avoided.isEmpty && (!full && reachable > ideas.count || repeats > 0)
        let shortfall = ChefShortfall(
            asked: maximumIdeas, made: ideas.count, missing: full ? [] : ChefAdvice(pantry: pantry, items: items).missing(after: plans),
            leftOutForDiet: pantry.leftOutForDiet, leftOutExpired: pantry.leftOutExpired, notUnderstood: pantry.notUnderstood, timeLimited: timeLimited,
            lastBatchLeftOut: lastBatchLeftOut, repeatsShown: repeats, meal: wishes.mealType,
            withoutProduce: withoutProduce, checkFirst: checkFirst)
        return ChefBatch(ideas: ideas, shortfall: shortfall)
    }

    /// The batch's ideas; `OfflineChefError` when there are none at all (saying what to
    /// add). A short batch is returned as it is: fewer lunches beat none.
    public func ideas(
        for items: [InventoryItem], preferences: DietaryPreferences, today: CalendarDay? = nil, seed: UInt64 = 0, wishes: IdeaWishes = .none
    ) throws -> [LunchBoxIdea] {
        guard !items.isEmpty else { throw OfflineChefError.emptyInventory }
        let batch = batch(for: items, preferences: preferences, today: today, seed: seed, wishes: wishes)
        guard batch.ideas.isEmpty, let shortfall = batch.shortfall else { return batch.ideas }
        throw OfflineChefError.notEnoughIdeas(
            ideas: [], needed: minimumIdeas, missing: shortfall.missing, leftOutForDiet: shortfall.leftOutForDiet, leftOutExpired: shortfall.leftOutExpired)
    }

    private func idea(from plan: LunchPlan, pantry: ChefPantry, voice: ChefVoice, tongue: ChefTongue) -> LunchBoxIdea {
        var writer = StepWriter(plan: plan, staples: pantry.staples, pairings: lexicon.pairings, tongue: tongue)
        let steps = writer.steps()
        let assembly = steps.firstIndex { ["spread", "lay out", "split", "lay", "toss", "arrange", "scatter", "mix", "beat", "spoon", "stir", "wet", "add"].contains($0.verb) }
        let lines = plan.all.map { ingredient in
            let portion = ChefPortions.portion(ingredient, in: plan)
            // A translated name says one apple as one: "Apfel (1)", "Paprikaschote (½)".
            let plural = ingredient.isPlural && !["1", "half", "a quarter", "a third"].contains(portion ?? "")
            // A German line begins with a capital, an adjective too ("Griechischer Joghurt").
            let name = tongue.name(of: ingredient, plural: plural).map(ChefWords.sentence) ?? ingredient.lineName
            return portion.map { "\(name) (\(ChefPortions.words($0, tongue: tongue)))" } ?? name
        }
        return LunchBoxIdea(
            name: voice.name(LunchNamer(tongue: tongue).name(plan), pick: plan.main.tieBreak, tongue: tongue),
            ingredients: lines + staples.filter(writer.usedStaples.contains).map(writer.stapleLine),
            preparationSteps: voice.render(steps, assemblyIndex: assembly, tongue: tongue), origin: .offlineChef)
    }
}

/// One request's offline ideas, and why there are fewer than asked when there are.
public struct ChefBatch: Equatable, Sendable {
    public let ideas: [LunchBoxIdea]
    public let shortfall: ChefShortfall?

    public init(ideas: [LunchBoxIdea], shortfall: ChefShortfall?) {
        self.ideas = ideas
        self.shortfall = shortfall
    }
}
