/// Why a batch has fewer ideas than asked, and exactly what would unlock more: foods the
/// kitchen does not hold that fit the diet, by the part of a lunch that is missing or
/// scarce. Also says what was left out (the diet, dates, names not understood).
public struct ChefShortfall: Codable, Equatable, Sendable {
    /// How many ideas were asked for and how many could be made.
    public let asked: Int
    public let made: Int
    /// The parts of a lunch that are missing or scarce, each with foods to add.
    public let missing: [MissingFood]
    public let leftOutForDiet: [String]
    public let leftOutExpired: [String]
    public let notUnderstood: [String]
    /// True when lunches that would take longer than the time allowed were left out.
    public let timeLimited: Bool
    /// True when more lunches could be made, but they were in the last batch.
    public let lastBatchLeftOut: Bool
    /// How many of the ideas shown were in the last batch (to reach the minimum).
    public let repeatsShown: Int
    /// What the ideas are: "lunch", "dinner", "breakfast" or "snack".
    public let meal: String
    /// True when some lunches have no fruit or vegetable, as the kitchen has none for them.
    public let withoutProduce: Bool
    /// Items a day or two past their best-before date that were used: check them first.
    public let checkFirst: [String]

    /// True when the batch is as big as asked and this is only a note about it.
    public var isNoteOnly: Bool { made >= asked }

    public init(
        asked: Int, made: Int, missing: [MissingFood], leftOutForDiet: [String] = [], leftOutExpired: [String] = [], notUnderstood: [String] = [],
        timeLimited: Bool = false, lastBatchLeftOut: Bool = false, repeatsShown: Int = 0, meal: MealType = .lunchBox, withoutProduce: Bool = false,
        checkFirst: [String] = []
    ) {
        self.withoutProduce = withoutProduce
        self.checkFirst = checkFirst
        self.asked = asked
        self.made = made
        self.missing = missing
        self.leftOutForDiet = leftOutForDiet
        self.leftOutExpired = leftOutExpired
        self.notUnderstood = notUnderstood
        self.timeLimited = timeLimited
        self.lastBatchLeftOut = lastBatchLeftOut
        self.repeatsShown = repeatsShown
        self.meal = meal == .lunchBox ? "lunch" : meal.rawValue
    }

    /// "Only 2 different lunches can be made from your kitchen (you asked for 5). Add a
    /// protein such as eggs, tinned tuna or chickpeas for more.", in the reader's words.
    public func message(_ words: Wording) -> String {
        var parts: [String] = []
        if lastBatchLeftOut {
            let fresh = made - repeatsShown
            let news = fresh == 0 ? words("shortfall.noneNew.\(meal)") : words.counting("shortfall.fewNew.\(meal)", fresh)
            let again = repeatsShown == 0 ? "" : words.counting("shortfall.shownAgain", repeatsShown)
            parts.append(words("shortfall.othersWereInIt", news + again))
        } else if !isNoteOnly {
            // A full batch says only what the person should know about it.
            parts.append(made == 0 ? words("shortfall.noneYet.\(meal)") : words.counting("shortfall.only.\(meal)", made, asked))
        }
        let absent = missing.filter(\.isAbsent).map { $0.noun(words) }
        if !absent.isEmpty { parts.append(words("shortfall.hasNo", words.or(absent))) }
        let suggestions = missing.map { $0.suggestion(words) }
        if !suggestions.isEmpty { parts.append(words("shortfall.add", words.or(suggestions))) }
        if timeLimited { parts.append(words("shortfall.moreTime")) }
        if withoutProduce, !missing.contains(where: { $0.isAbsent && $0.group == .vegetableOrFruit }) {
            parts.append(words("shortfall.withoutProduce"))
        }
        if !checkFirst.isEmpty {
            parts.append(words("shortfall.checkFirst", checkFirst.prefix(5).joined(separator: ", ")))
        }
        parts += Self.leftOut("shortfall.leftOut.diet", leftOutForDiet, words)
        parts += Self.leftOut("shortfall.leftOut.expired", leftOutExpired, words)
        parts += Self.leftOut("shortfall.leftOut.unknown", notUnderstood, words)
        return parts.joined(separator: " ")
    }

    private static func leftOut(_ key: String, _ names: [String], _ words: Wording) -> [String] {
        guard !names.isEmpty else { return [] }
        let shown = names.prefix(5).joined(separator: ", ")
        return [words(key, names.count > 5 ? words("shortfall.andMore", shown, names.count - 5) : shown)]
    }
}
