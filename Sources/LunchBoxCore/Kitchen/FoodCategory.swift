/// The broad kind of a food, used to fill the slots of a lunch box (a carb, a protein,
/// a vegetable...) and to say what is missing when ideas cannot be made.
public enum FoodCategory: String, CaseIterable, Codable, Sendable {
    case protein
    case carb
    case vegetable
    case fruit
    case dairy
    case fat
    case condiment
    case snack
    case drink
}
