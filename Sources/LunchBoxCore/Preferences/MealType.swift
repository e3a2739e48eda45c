/// What the ideas are for. A packed lunch box is what LunchBox was made for.
public enum MealType: String, CaseIterable, Codable, Sendable {
    case lunchBox = "lunch-box"
    case breakfast
    case dinner
    case snack

    public var title: String {
        switch self {
        case .lunchBox: "Lunch box"
        case .breakfast: "Breakfast"
        case .dinner: "Dinner"
        case .snack: "Snack"
        }
    }

    /// The plural the prompt asks for ("lunch box ideas").
    public var ideasNoun: String {
        switch self {
        case .lunchBox: "lunch box ideas"
        case .breakfast: "breakfast ideas"
        case .dinner: "dinner ideas"
        case .snack: "snack ideas"
        }
    }
}
