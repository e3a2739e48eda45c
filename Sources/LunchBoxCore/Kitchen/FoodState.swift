/// What state a food is in when it comes out of the kitchen, which decides what a cook
/// may do with it: raw food is cooked, cooked leftovers are only reheated or eaten cold,
/// frozen food is cooked or safely thawed, ready food is packed as it is.
public enum FoodState: String, CaseIterable, Codable, Sendable {
    /// Needs cooking before it is eaten, or is better cooked (raw chicken, dry rice, tofu).
    case raw
    /// Cooked already: leftovers and cooked dishes (cooked rice, dal, lasagne).
    case cooked
    /// Kept frozen: cooked from frozen or thawed as its kind allows (fish fingers).
    case frozen
    /// Eaten as it is (bread, cheese, apples, tinned tuna).
    case ready
    /// Seasons food rather than being eaten on its own (sauces, spreads, oils, spices).
    case condiment
}
