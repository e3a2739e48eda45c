import Foundation

/// Why a food lexicon could not be built or loaded.
public enum FoodLexiconError: Error, Equatable, Sendable {
    /// The bundled foods.json is missing from the app.
    case missingResource
    /// The data could not be read as a list of foods.
    case unreadable(reason: String)
    /// Two different foods claim the same name (after case, accents and plurals are folded).
    case duplicateName(String, foods: [String])
    /// A name uses wording that lookup reads as "free from" ("vegan", "gluten-free"),
    /// so it could never be matched.
    case reservedWording(String)
    case emptyName
    /// The food names in other languages name a food the lexicon does not have.
    case unknownFood(String)
    /// A name in another language is empty or contains a comma, which typed text splits at.
    case malformedName(String)
}

extension FoodLexiconError: LocalizedError {
    public var errorDescription: String? {
        switch self {
        case .missingResource:
            "The built-in food list is missing from this installation. Reinstall LunchBox."
        case .unreadable(let reason):
            "The food list could not be read: \(reason)."
        case let .duplicateName(name, foods):
            "The food list gives the name \"\(name)\" to more than one food (\(foods.joined(separator: ", ")))."
        case .reservedWording(let name):
            "The food name \"\(name)\" contains free-from wording and could never be matched."
        case .emptyName:
            "The food list contains a food without a name."
        case .unknownFood(let name):
            "The food names in other languages name \"\(name)\", which is not in the food list."
        case .malformedName(let name):
            "The food name \"\(name)\" is empty or contains a comma."
        }
    }
}
