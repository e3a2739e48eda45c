/// The person's preferences beyond diets, resolved for one request: the persona that
/// writes, what kind of meal, and the recent idea names not to repeat. The prompt
/// states them and the offline chef honours what its ideas can carry.
public struct IdeaWishes: Equatable, Sendable {
    /// Nil writes in LunchBox's own plain voice.
    public var persona: ChefPersona?
    public var cuisine: Cuisine
    public var difficulty: Difficulty
    public var maxMinutes: Int?
    public var mealType: MealType
    /// Names of recent ideas not to suggest again.
    public var avoid: [String]
    /// The language the ideas are written in: the household's (`Language` of the
    /// request). Prompts ask for names, ingredients and steps in it, and the dietary guard
    /// reads the reply in it.
    public var language: Language

    public init(
        persona: ChefPersona? = nil, cuisine: Cuisine = .any, difficulty: Difficulty = .any, maxMinutes: Int? = nil, mealType: MealType = .lunchBox,
        avoid: [String] = [], language: Language = .english
    ) {
        self.persona = persona
        self.cuisine = cuisine
        self.difficulty = difficulty
        self.maxMinutes = maxMinutes
        self.mealType = mealType
        self.avoid = avoid
        self.language = language
    }

    /// `preferences` with its persona looked up (an unknown one is the house chef).
    public init(_ preferences: IdeaPreferences, persona: ChefPersona? = nil, avoid: [String] = [], language: Language = .english) {
        self.init(
            persona: persona ?? ChefPersona.find(preferences.persona) ?? .house, cuisine: preferences.cuisine, difficulty: preferences.difficulty,
            maxMinutes: preferences.maxMinutes, mealType: preferences.mealType, avoid: avoid, language: language)
    }

    /// Nothing asked beyond a lunch box, as LunchBox always asked.
    public static let none = IdeaWishes()

    /// At most this many recent names are sent; a longer list only costs tokens.
    public static let maximumAvoided = 20
}
