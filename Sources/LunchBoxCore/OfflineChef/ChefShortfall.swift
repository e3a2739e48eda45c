/// Why a batch has fewer ideas than asked, and exactly what would unlock more: foods the
/// kitchen does not hold that fit the diet, by the part of a lunch that is missing or
/// scarce. Also says what was left out (the diet, dates, names not understood).
public struct ChefShortfall: Equatable, Sendable {
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

    /// "Only 2 different lunches can be made from your kitchen: it has one main. Add a
    /// protein such as eggs, tinned tuna or chickpeas for more."
    public var message: String {
        var parts: [String] = []
        let lunches = made == 1 ? "1 different \(meal)" : "\(made) different \(Self.plural(meal))"
        if lastBatchLeftOut {
            let fresh = made - repeatsShown
            let again = repeatsShown == 0 ? "" : repeatsShown == 1 ? " (1 from it is shown again)" : " (\(repeatsShown) from it are shown again)"
            let news = fresh == 0 ? "No \(meal) is" : fresh == 1 ? "Only 1 \(meal) is" : "Only \(fresh) \(Self.plural(meal)) are"
            parts.append("\(news) new since your last batch\(again); the others your kitchen allows were in it.")
        } else if !isNoteOnly {
            // A full batch says only what the person should know about it.
            parts.append(made == 0 ? "No \(meal) can be made from your kitchen yet." : "Only \(lunches) can be made from your kitchen (you asked for \(asked)).")
        }
        let absent = missing.filter(\.isAbsent).map(\.noun)
        if !absent.isEmpty { parts.append("It has no \(EnglishList.or(absent)).") }
        let suggestions = missing.map(\.suggestion).filter { !$0.isEmpty }
        if !suggestions.isEmpty { parts.append("Add " + EnglishList.or(suggestions) + " for more.") }
        if timeLimited { parts.append("Allowing more cooking time would give more.") }
        if withoutProduce, !missing.contains(where: { $0.isAbsent && $0.group == .vegetableOrFruit }) {
            parts.append("Some have no fruit or vegetable, as your kitchen has none left to go with them: add one if you have it.")
        }
        if !checkFirst.isEmpty {
            parts.append("A day or two past its best-before date, so check it looks and smells right first: \(checkFirst.prefix(5).joined(separator: ", ")).")
        }
        parts += Self.leftOut("Left out for your diet", leftOutForDiet)
        parts += Self.leftOut("Left out as past their date", leftOutExpired)
        parts += Self.leftOut("Not recognised", notUnderstood)
        return parts.joined(separator: " ")
    }

    private static func plural(_ meal: String) -> String {
        meal == "lunch" ? "lunches" : meal + "s"
    }

    private static func leftOut(_ label: String, _ names: [String]) -> [String] {
        guard !names.isEmpty else { return [] }
        let shown = names.prefix(5).joined(separator: ", ")
        let more = names.count > 5 ? " and \(names.count - 5) more" : ""
        return ["\(label): \(shown)\(more)."]
    }
}
