import Foundation

/// What another kitchen app exported, read into LunchBox's terms: Mealie's recipes (one
/// recipe's JSON, a list of them, or the `database.json` of a Mealie backup), Tandoor's
/// `recipe.json`, and Grocy's stock list (`GET /api/stock`). Recipes become ideas (for
/// favorites and the meal library), stock becomes kitchen items; what cannot be mapped is
/// named in `notMapped`. The app is told by the file's content, not its name.
public struct MoveIn: Equatable, Sendable {
    public enum Source: String, Equatable, Sendable {
        case mealie = "Mealie"
        case tandoor = "Tandoor"
        case grocy = "Grocy"
    }

    public let source: Source
    public var recipes: [LunchBoxIdea]
    public var stock: [InventoryItem]
    /// Each thing left out or kept only as text, and why: "Dish soap: not a food LunchBox knows".
    public var notMapped: [String]

    /// Far above any household's export; a limit so an upload cannot tie up the server.
    public static let maximumBytes = 16 * 1024 * 1024
    public static let maximumRecipes = Meal.maximumLibrarySize
    public static let maximumStock = Inventory.maximumItemCount

    public init(source: Source, recipes: [LunchBoxIdea] = [], stock: [InventoryItem] = [], notMapped: [String] = []) {
        self.source = source
        self.recipes = recipes
        self.stock = stock
        self.notMapped = notMapped
    }

    /// Reads `data`, or throws `MoveInError` saying why it cannot.
    public static func read(_ data: Data, lexicon: FoodLexicon) throws -> MoveIn {
        guard data.count <= maximumBytes else { throw MoveInError.tooLarge(maximumBytes: maximumBytes) }
        guard let text = String(data: data, encoding: .utf8), RecipeImport.nestingDepth(text) <= 64,
            let json = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        else { throw MoveInError.notAnExport }
        var reader = MoveInReader(lexicon: lexicon)
        let read = try reader.read(json)
        guard !read.recipes.isEmpty || !read.stock.isEmpty else { throw MoveInError.nothingToBringIn(read.notMapped.first) }
        return read
    }
}

/// Why another app's export cannot be brought in. Nothing is changed when one is thrown.
public enum MoveInError: Error, Equatable, Sendable, UserFacingErrorConvertible {
    case tooLarge(maximumBytes: Int)
    case notAnExport
    case tooMany(String)
    /// Read, but nothing in it could become a recipe or a food; names the first reason.
    case nothingToBringIn(String?)

    public var userFacingError: UserFacingError {
        switch self {
        case .tooLarge(let maximum):
            UserFacingError(title: "File too large", message: "That file is larger than \(maximum / 1024 / 1024) MB, more than an export of a household's recipes or stock.", kind: .input)
        case .notAnExport:
            UserFacingError(
                title: "Not an export LunchBox reads",
                message: "That file is not an export LunchBox can read. Choose a Mealie recipe (.json) or the database.json in a Mealie backup, a Tandoor recipe.json, or Grocy's stock list (JSON).",
                kind: .input)
        case .tooMany(let what):
            UserFacingError(title: "Too much at once", message: "That export holds more \(what) than LunchBox keeps. Nothing was brought in.", kind: .input)
        case .nothingToBringIn(let reason):
            UserFacingError(
                title: "Nothing to bring in", message: "Nothing in that file could become a recipe or a food" + (reason.map { " (\($0))" } ?? "") + ". Nothing was changed.",
                kind: .input)
        }
    }
}
