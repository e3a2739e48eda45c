/// What a person wants from ideas beyond their diets: who cooks (the persona), the
/// cuisine, difficulty, time, meal, how many ideas, and whether recent ones may repeat.
/// Persisted with the diets; every engine honours what it can.
public struct IdeaPreferences: Codable, Equatable, Hashable, Sendable {
    /// How many ideas a person may ask for at once.
    public static let ideaCountRange = 3...10
    /// As many as LunchBox always gave.
    public static let defaultIdeaCount = 5
    /// The cooking-time limits offered, in minutes; nil means any time.
    public static let cookingTimeChoices = [10, 20, 30, 45, 60]

    /// A `ChefPersona.id`.
    public var persona: String
    public var cuisine: Cuisine
    public var difficulty: Difficulty
    /// The most minutes an idea may take; nil for any.
    public var maxMinutes: Int?
    public var mealType: MealType
    public var ideaCount: Int
    /// When on (the default), the names of the most recent ideas are sent so they are not
    /// suggested again.
    public var avoidRepeats: Bool

    public init(
        persona: String = ChefPersona.house.id, cuisine: Cuisine = .any, difficulty: Difficulty = .any, maxMinutes: Int? = nil,
        mealType: MealType = .lunchBox, ideaCount: Int = IdeaPreferences.defaultIdeaCount, avoidRepeats: Bool = true
    ) {
        self.persona = persona
        self.cuisine = cuisine
        self.difficulty = difficulty
        self.maxMinutes = maxMinutes
        self.mealType = mealType
        self.ideaCount = ideaCount
        self.avoidRepeats = avoidRepeats
    }

    /// Everything left to the chef, as before these preferences existed.
    public static let standard = IdeaPreferences()

    /// The same preferences, or the first thing wrong with them.
    public func validated() throws -> IdeaPreferences {
        guard Self.ideaCountRange.contains(ideaCount) else { throw PreferencesError.ideaCountOutOfRange(ideaCount) }
        if let maxMinutes, !Self.cookingTimeChoices.contains(maxMinutes) { throw PreferencesError.cookingTimeNotOffered(maxMinutes) }
        guard ChefPersona.find(persona) != nil else { throw PreferencesError.unknownPersona(persona) }
        return self
    }
}
