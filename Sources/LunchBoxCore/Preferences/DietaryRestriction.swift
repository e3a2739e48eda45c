/// One of the diets a person can ask ideas to respect.
public enum DietaryRestriction: String, CaseIterable, Codable, Sendable, Comparable {
    case vegetarian
    case vegan
    case glutenFree = "gluten-free"
    case dairyFree = "dairy-free"
    case nutFree = "nut-free"

    /// The label used in prompts and on screen ("gluten-free").
    public var label: String { rawValue }

    /// A title for toggles ("Gluten-free").
    public var title: String {
        label.prefix(1).uppercased() + label.dropFirst()
    }

    /// What the diet excludes, in words.
    public var explanation: String {
        switch self {
        case .vegetarian: "no meat, poultry, fish or shellfish"
        case .vegan: "no animal products: no meat, fish, dairy, eggs or honey"
        case .glutenFree: "no wheat, barley, rye or other gluten"
        case .dairyFree: "no milk, cheese, butter, yogurt or cream"
        case .nutFree: "no peanuts or tree nuts"
        }
    }

    public static func < (lhs: DietaryRestriction, rhs: DietaryRestriction) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
