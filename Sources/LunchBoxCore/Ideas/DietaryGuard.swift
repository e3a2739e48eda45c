/// Checks lunch box ideas from any engine against the person's dietary preferences.
///
/// Each ingredient line is read with the food lexicon: every food it names is checked
/// against what the active diets rule out, honouring explicit free-from wording
/// ("gluten-free bread", "dairy-free cheese", "vegan mayo"). Lines the lexicon cannot
/// fully read are reported as unverified rather than passed as safe, and so are foods
/// that often hide what a diet rules out (gelatine in fruit yogurts): check the label. Only ingredients
/// are read: names and steps refer to them ("Pasta Salad" made with gluten-free pasta).
/// Ideas written in the household's language are read in it (`language`): its plurals and
/// compounds too ("Hähnchenbruststreifen", "kycklingbitar"); see `FoodLexicon+Languages`.
public struct DietaryGuard: Sendable {
    public let lexicon: FoodLexicon

    public init(lexicon: FoodLexicon) {
        self.lexicon = lexicon
    }

    /// The violations and unverified ingredients of one idea. With no diet switched on
    /// there is nothing to check against, so the verdict is empty.
    public func verdict(for idea: LunchBoxIdea, preferences: DietaryPreferences, language: Language? = nil) -> DietaryVerdict {
        verdict(forIngredients: idea.ingredients, preferences: preferences, language: language)
    }

    /// `language` is the one the ingredients are written in, when known (an AI reply
    /// asked for in the household's language); nil reads any language the lexicon knows
    /// by exact names only.
    public func verdict(forIngredients ingredients: [String], preferences: DietaryPreferences, language: Language? = nil) -> DietaryVerdict {
        let forbidden = preferences.forbiddenContents
        guard !forbidden.isEmpty else { return DietaryVerdict() }
        var violations: [DietaryViolation] = []
        var unverified: [UnverifiedIngredient] = []
        for ingredient in ingredients {
            let reading = lexicon.reading(of: ingredient, in: language)
            var maybe = Set<FoodContent>()
            for match in reading.matches {
                maybe.formUnion(match.food.mayContain.subtracting(match.freeFrom).intersection(forbidden))
                let broken = match.contents.intersection(forbidden)
                guard !broken.isEmpty else { continue }
                let restrictions = preferences.active.filter { !$0.forbiddenContents.isDisjoint(with: broken) }
                let avoided = broken.intersection(preferences.avoids)
                violations.append(
                    DietaryViolation(
                        ingredient: ingredient, food: match.food, contents: Array(broken), restrictions: restrictions, avoided: Array(avoided),
                        named: match.matchedName))
            }
            if !maybe.isEmpty {
                // A label to check: not a violation, but never passed as verified.
                unverified.append(UnverifiedIngredient(ingredient: ingredient, unknownWords: reading.unknownWords, mayContain: Array(maybe)))
            } else if reading.matches.isEmpty {
                let words = reading.unknownWords.isEmpty ? FoodText.words(ingredient) : reading.unknownWords
                unverified.append(UnverifiedIngredient(ingredient: ingredient, unknownWords: words))
            } else if !reading.unknownWords.isEmpty {
                unverified.append(UnverifiedIngredient(ingredient: ingredient, unknownWords: reading.unknownWords))
            }
        }
        return DietaryVerdict(violations: violations, unverified: unverified)
    }

    /// The violations a single ingredient line has under these preferences.
    public func violations(in ingredient: String, preferences: DietaryPreferences, language: Language? = nil) -> [DietaryViolation] {
        verdict(forIngredients: [ingredient], preferences: preferences, language: language).violations
    }

    /// Splits ideas into safe ones and held-back ones, each with its verdict.
    public func screen(_ ideas: [LunchBoxIdea], preferences: DietaryPreferences, language: Language? = nil) -> DietaryScreening {
        var safe: [ScreenedIdea] = []
        var heldBack: [ScreenedIdea] = []
        for idea in ideas {
            let screened = ScreenedIdea(idea: idea, verdict: verdict(for: idea, preferences: preferences, language: language))
            if screened.verdict.isSafe {
                safe.append(screened)
            } else {
                heldBack.append(screened)
            }
        }
        return DietaryScreening(safe: safe, heldBack: heldBack)
    }
}
