/// The part a food plays in a packed lunch: a main, a carb or base, a fruit or vegetable
/// side, a snack, or a sauce that seasons the rest.
public enum FoodRole: String, CaseIterable, Codable, Sendable, Comparable {
    case main
    case carb
    case veg
    case fruit
    case snack
    case sauce
    /// Herbs, onions, chilli, citrus: a little of it lifts a dish.
    case garnish
    case drink
    /// Baking and cooking ingredients that are not a lunch on their own (flour, stock).
    case ingredient

    public static func < (lhs: FoodRole, rhs: FoodRole) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
