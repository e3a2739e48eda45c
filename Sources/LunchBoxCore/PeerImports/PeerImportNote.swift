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
            phrase.message(.english)
        }

        /// Why, as a phrase of the catalog (a limit in its plain digits, as English said it).
        var phrase: Fault {
            switch self {
            case .notAFood: Fault("cli4.note.notAFood")
            case .unknownIngredient: Fault("cli4.note.unknownIngredient")
            case .noneInStock: Fault("cli4.note.noneInStock")
            case .noName: Fault("cli4.note.noName")
            case .noIngredients: Fault("cli4.note.noIngredients")
            case .tooManyIngredients(let maximum): Fault("cli4.note.tooManyIngredients", [.text(String(maximum))])
            case .tooLong(let maximum): Fault("cli4.note.tooLong", [.text(String(maximum))])
            case .stepShortened(let maximum): Fault("cli4.note.stepShortened", [.text(String(maximum))])
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
        text(.english)
    }

    /// The note in `words`' language; the names are the other app's, as they are.
    public func text(_ words: Wording) -> String {
        fault.message(words)
    }

    /// The note as keys, for a message that names it.
    public var fault: Fault {
        guard let recipe else { return Fault("cli4.note.item", [.text(subject), .message(reason.phrase)]) }
        return Fault("cli4.note.line", [.text(recipe), .text(subject), .message(reason.phrase)])
    }
}
