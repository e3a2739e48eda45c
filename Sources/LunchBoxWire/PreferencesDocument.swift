import LunchBoxCore

/// `/api/preferences` as JSON: the five diets and the idea preferences side by side.
/// When saving, the diets are required (as they always were) and an idea preference
/// left out keeps its saved value; `maxMinutes: null` means any time.
public struct PreferencesDocument: Codable, Equatable, Sendable {
    public var vegetarian: Bool
    public var vegan: Bool
    public var glutenFree: Bool
    public var dairyFree: Bool
    public var nutFree: Bool
    public var persona: String?
    public var cuisine: Cuisine?
    public var difficulty: Difficulty?
    public var maxMinutes: Int?
    public var mealType: MealType?
    public var ideaCount: Int?
    public var avoidRepeats: Bool?
    /// True when `maxMinutes` was written (null means any time), false when left out.
    private var maxMinutesGiven = true

    public init(diets: DietaryPreferences, ideas: IdeaPreferences) {
        self.init(diets: diets)
        persona = ideas.persona
        cuisine = ideas.cuisine
        difficulty = ideas.difficulty
        maxMinutes = ideas.maxMinutes
        maxMinutesGiven = true
        mealType = ideas.mealType
        ideaCount = ideas.ideaCount
        avoidRepeats = ideas.avoidRepeats
    }

    /// The diets alone: every idea preference keeps its saved value.
    public init(diets: DietaryPreferences) {
        vegetarian = diets.vegetarian
        vegan = diets.vegan
        glutenFree = diets.glutenFree
        dairyFree = diets.dairyFree
        nutFree = diets.nutFree
        maxMinutesGiven = false
    }

    public var diets: DietaryPreferences {
        DietaryPreferences(vegetarian: vegetarian, vegan: vegan, glutenFree: glutenFree, dairyFree: dairyFree, nutFree: nutFree)
    }

    /// The idea preferences this asks for, `current` where it says nothing.
    public func ideas(over current: IdeaPreferences) -> IdeaPreferences {
        IdeaPreferences(
            persona: persona ?? current.persona, cuisine: cuisine ?? current.cuisine, difficulty: difficulty ?? current.difficulty,
            maxMinutes: maxMinutesGiven ? maxMinutes : current.maxMinutes, mealType: mealType ?? current.mealType, ideaCount: ideaCount ?? current.ideaCount,
            avoidRepeats: avoidRepeats ?? current.avoidRepeats)
    }

    private enum CodingKeys: String, CodingKey {
        case vegetarian, vegan, glutenFree, dairyFree, nutFree, persona, cuisine, difficulty, maxMinutes, mealType, ideaCount, avoidRepeats
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        vegetarian = try container.decode(Bool.self, forKey: .vegetarian)
        vegan = try container.decode(Bool.self, forKey: .vegan)
        glutenFree = try container.decode(Bool.self, forKey: .glutenFree)
        dairyFree = try container.decode(Bool.self, forKey: .dairyFree)
        nutFree = try container.decode(Bool.self, forKey: .nutFree)
        // Left out keeps the saved value; null is refused, except for maxMinutes (any time).
        func optional<Value: Decodable>(_ key: CodingKeys) throws -> Value? {
            container.contains(key) ? try container.decode(Value.self, forKey: key) : nil
        }
        persona = try optional(.persona)
        cuisine = try optional(.cuisine)
        difficulty = try optional(.difficulty)
        maxMinutes = try container.decodeIfPresent(Int.self, forKey: .maxMinutes)
        maxMinutesGiven = container.contains(.maxMinutes)
        mealType = try optional(.mealType)
        ideaCount = try optional(.ideaCount)
        avoidRepeats = try optional(.avoidRepeats)
    }

    // `maxMinutes: null` (any time) must differ from leaving it out, so it is always
    // written, as null when any time will do.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(vegetarian, forKey: .vegetarian)
        try container.encode(vegan, forKey: .vegan)
        try container.encode(glutenFree, forKey: .glutenFree)
        try container.encode(dairyFree, forKey: .dairyFree)
        try container.encode(nutFree, forKey: .nutFree)
        try container.encodeIfPresent(persona, forKey: .persona)
        try container.encodeIfPresent(cuisine, forKey: .cuisine)
        try container.encodeIfPresent(difficulty, forKey: .difficulty)
        if maxMinutesGiven { try container.encode(maxMinutes, forKey: .maxMinutes) }
        try container.encodeIfPresent(mealType, forKey: .mealType)
        try container.encodeIfPresent(ideaCount, forKey: .ideaCount)
        try container.encodeIfPresent(avoidRepeats, forKey: .avoidRepeats)
    }
}
