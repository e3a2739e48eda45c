import GRDB
import LunchBoxCore

/// The single row of `ideaPreferences`. A value a newer version wrote and this one does
/// not know reads as "any" rather than failing: preferences are not worth an error.
struct IdeaPreferencesRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "ideaPreferences"

    var id = 1
    var persona: String
    var cuisine: String
    var difficulty: String
    var maxMinutes: Int?
    var mealType: String
    var ideaCount: Int
    var avoidRepeats: Bool

    init(_ preferences: IdeaPreferences) {
        persona = preferences.persona
        cuisine = preferences.cuisine.rawValue
        difficulty = preferences.difficulty.rawValue
        maxMinutes = preferences.maxMinutes
        mealType = preferences.mealType.rawValue
        ideaCount = preferences.ideaCount
        avoidRepeats = preferences.avoidRepeats
    }

    var preferences: IdeaPreferences {
        IdeaPreferences(
            persona: persona, cuisine: Cuisine(rawValue: cuisine) ?? .any, difficulty: Difficulty(rawValue: difficulty) ?? .any, maxMinutes: maxMinutes,
            mealType: MealType(rawValue: mealType) ?? .lunchBox,
            ideaCount: min(max(ideaCount, IdeaPreferences.ideaCountRange.lowerBound), IdeaPreferences.ideaCountRange.upperBound), avoidRepeats: avoidRepeats)
    }
}
