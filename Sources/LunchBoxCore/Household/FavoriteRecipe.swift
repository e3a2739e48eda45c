import Foundation

/// A favorite in the household document: a schema.org Recipe (name, recipeIngredient,
/// recipeInstructions as HowToStep), with its id as `identifier`, when it was saved as
/// `dateCreated`, and which engine wrote it as `lunchboxOrigin` (ignored by other readers).
public struct FavoriteRecipe: Codable, Equatable, Sendable {
    public struct Step: Codable, Equatable, Sendable {
        public var type = "HowToStep"
        public var text: String

        enum CodingKeys: String, CodingKey {
            case type = "@type"
            case text
        }
    }

    public var context = "https://schema.org"
    public var type = "Recipe"
    public var identifier: UUID
    public var name: String
    public var recipeIngredient: [String]
    public var recipeInstructions: [Step]
    public var dateCreated: Date?
    public var lunchboxOrigin: IdeaOrigin?

    enum CodingKeys: String, CodingKey {
        case context = "@context"
        case type = "@type"
        case identifier, name, recipeIngredient, recipeInstructions, dateCreated, lunchboxOrigin
    }

    public init(_ idea: LunchBoxIdea) {
        identifier = idea.id
        name = idea.name
        recipeIngredient = idea.ingredients
        recipeInstructions = idea.preparationSteps.map { Step(text: $0) }
        dateCreated = idea.savedAt
        lunchboxOrigin = idea.origin
    }

    public var idea: LunchBoxIdea {
        LunchBoxIdea(
            id: identifier, name: name, ingredients: recipeIngredient, preparationSteps: recipeInstructions.map(\.text), savedAt: dateCreated,
            origin: lunchboxOrigin)
    }
}
