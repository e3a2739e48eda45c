/// One thing from another app that did not come over as it was, in words a household
/// understands: "Dish soap: not a food LunchBox knows", "Pancakes: no ingredients".
public struct PeerImportNote: Codable, Equatable, Hashable, Sendable {
    /// Why it was left out or changed.
    public enum Reason: Codable, Equatable, Hashable, Sendable {
        /// A product in stock that is not a food (dish soap, batteries): left out.
        case notAFood
        /// An ingredient line naming no food LunchBox knows: kept as the family wrote it.
        case unknownIngredient
        /// A product with nothing left in stock: left out.
        case noneInStock
        /// A recipe without a name: left out.
        case noName
        /// A recipe without ingredients: left out.
        case noIngredients
        /// A recipe with more ingredients than a meal holds: left out.
        case tooManyIngredients(maximum: Int)
        /// A name or line longer than LunchBox keeps: left out.
        case tooLong(maximum: Int)
        /// A step longer than LunchBox keeps: kept, cut short.
        case stepShortened(maximum: Int)

        /// "not a food LunchBox knows".
        public var words: String {
            switch self {
            case .notAFood: "not a food LunchBox knows"
            case .unknownIngredient: "not a food LunchBox knows, kept as written"
            case .noneInStock: "none left in stock"
            case .noName: "no name"
            case .noIngredients: "no ingredients"
            case .tooManyIngredients(let maximum): "more than \(maximum) ingredients, more than a lunch box meal holds"
            case .tooLong(let maximum): "longer than \(maximum) characters"
            case .stepShortened(let maximum): "a step longer than \(maximum) characters was shortened"
            }
        }
    }

    /// The thing, as the other app named it: a product, a recipe or an ingredient line.
    public var subject: String
    /// The recipe an ingredient line belongs to; nil for products and recipes.
    public var recipe: String?
    public var reason: Reason

    public init(subject: String, recipe: String? = nil, reason: Reason) {
        self.subject = subject
        self.recipe = recipe
        self.reason = reason
    }

    /// "Dish soap: not a food LunchBox knows", or for a line in a recipe
    /// "Pancakes, “a pinch of love”: not a food LunchBox knows, kept as written".
    public var text: String {
        guard let recipe else { return "\(subject): \(reason.words)" }
        return "\(recipe), “\(subject)”: \(reason.words)"
    }
}
