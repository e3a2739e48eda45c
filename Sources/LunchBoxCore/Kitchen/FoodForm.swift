/// The shape a food comes in, where it decides what can be made with it: a wrap needs a
/// tortilla, rice balls need rice, a quesadilla needs cheese. Most foods have none.
public enum FoodForm: String, CaseIterable, Codable, Sendable {
    case bread
    case wrap
    case rice
    case grain
    case pasta
    case noodles
    case potato
    case crackers
    case cereal
    case cheese
    case yogurt
    case milk
    /// Salad leaves and other greens eaten raw.
    case leafy
    /// Onion, garlic, herbs, chilli, lemon: they flavour a dish but are not its vegetable.
    case aromatic
    case spread
    case sauce
    case spice
    case soup
}
