import Foundation

/// Holds recipes from another app to the rules of LunchBox's ideas and meals: a recipe
/// with no name or no ingredients, or more ingredients than a meal holds, is left out;
/// an ingredient line naming no food the lexicon knows is kept as written; each of these
/// is noted. Names and lines stay the family's own words, only cleaned of markup.
struct PeerRecipeMapper {
    /// The longest ingredient line kept: as long as an AI's ingredient may be.
    static let maximumLineLength = IdeaReplyParser.maximumTextLength
    /// The longest step kept whole; a longer one is cut (some apps keep a recipe's whole
    /// method in one step).
    static let maximumStepLength = 2_000
    /// The longest subject a note quotes.
    static let maximumSubjectLength = 80

    /// The most of a line the lexicon reads: a line names its food early ("2 cups rice,
    /// rinsed and drained ..."), and reading costs grow with the words.
    static let maximumReadLength = 160

    let lexicon: FoodLexicon
    /// What the lexicon said of each line already read: a library repeats "salt" and
    /// "1 cup flour" hundreds of times.
    private var verdicts: [String: Bool] = [:]

    init(lexicon: FoodLexicon) {
        self.lexicon = lexicon
    }

    mutating func map(_ draft: PeerRecipeDraft) -> (idea: LunchBoxIdea?, notes: [PeerImportNote]) {
        let raw = draft.name ?? ""
        // A name far past the limit is refused before cleaning, so a hostile one costs little.
        let name = raw.utf8.count <= 4 * Meal.maximumDescriptionLength + 64 ? RecipeImport.clean(raw) : raw
        guard !name.allSatisfy(\.isWhitespace) else { return (nil, [note(draft.whereFound, .noName)]) }
        guard name.utf8.count <= 4 * Meal.maximumDescriptionLength + 64, name.count <= Meal.maximumDescriptionLength else {
            return (nil, [note(name, .tooLong(maximum: Meal.maximumDescriptionLength))])
        }
        let nonEmpty = draft.ingredients.filter { !$0.line.allSatisfy(\.isWhitespace) }
        guard nonEmpty.count <= RecipeImport.maximumIngredients else {
            return (nil, [note(name, .tooManyIngredients(maximum: RecipeImport.maximumIngredients))])
        }
        var notes: [PeerImportNote] = []
        var lines: [String] = []
        for ingredient in nonEmpty {
            guard ingredient.line.utf8.count <= 4 * Self.maximumLineLength + 64 else {
                notes.append(note(ingredient.line, in: name, .tooLong(maximum: Self.maximumLineLength)))
                continue
            }
            let line = RecipeImport.clean(ingredient.line)
            if line.isEmpty { continue }
            guard line.count <= Self.maximumLineLength else {
                notes.append(note(line, in: name, .tooLong(maximum: Self.maximumLineLength)))
                continue
            }
            if !isFood(line, named: ingredient.food) { notes.append(note(line, in: name, .unknownIngredient)) }
            lines.append(line)
        }
        guard !lines.isEmpty else { return (nil, [note(name, .noIngredients)] + notes) }
        var shortened = false
        let steps = draft.steps.compactMap { step -> String? in
            let clean = RecipeImport.clean(String(step.prefix(4 * Self.maximumStepLength + 64)))
            guard clean.count > Self.maximumStepLength else { return clean.isEmpty ? nil : clean }
            shortened = true
            return String(clean.prefix(Self.maximumStepLength - 1)) + "…"
        }
        if shortened { notes.append(note(name, .stepShortened(maximum: Self.maximumStepLength))) }
        return (LunchBoxIdea(name: name, ingredients: lines, preparationSteps: steps), notes)
    }

    /// A line is food when the app's own food for it is one the lexicon knows, or the line
    /// mentions one ("2 cups cooked rice").
    private mutating func isFood(_ line: String, named food: String?) -> Bool {
        let key = (food.map { String($0.prefix(Self.maximumReadLength)) } ?? "") + "\u{0}" + line
        if let verdict = verdicts[key] { return verdict }
        let known = food.map { lexicon.food(named: String($0.prefix(Self.maximumReadLength))) != nil } ?? false
        let verdict = known || !lexicon.mentions(in: String(FoodLexicon.withoutBrackets(line).prefix(Self.maximumReadLength))).isEmpty
        verdicts[key] = verdict
        return verdict
    }

    private func note(_ subject: String, in recipe: String? = nil, _ reason: PeerImportNote.Reason) -> PeerImportNote {
        PeerImportNote(subject: Self.fitted(subject), recipe: recipe.map(Self.fitted), reason: reason)
    }

    /// At most `maximumSubjectLength` characters, cleaned, with "…" when cut.
    static func fitted(_ text: String) -> String {
        let clean = RecipeImport.clean(String(text.prefix(4 * maximumSubjectLength)))
        return clean.count > maximumSubjectLength ? clean.prefix(maximumSubjectLength - 1) + "…" : clean
    }
}
