/// What a sauce or spread can do for a lunch.
public enum SauceUse: String, CaseIterable, Codable, Sendable {
    /// Spread on bread or a wrap (mayonnaise, pesto, hummus, butter).
    case spread
    /// Tossed through a salad, pasta or grains (dressings, oil, vinegar).
    case dressing
    /// Spooned over rice or noodles (soy, teriyaki, sweet chilli).
    case drizzle
    /// A pot to dip into (ketchup, salsa, tzatziki).
    case dip
}
