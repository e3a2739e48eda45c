import Foundation

extension IdeaReplyParser {
    /// An idea an engine wrote in another form (the on-device model's structured ideas,
    /// a test's), checked and cleaned exactly as an idea read from a reply: text folded
    /// and capped, steps unnumbered, blank entries dropped; nil when it lacks a name,
    /// ingredients or steps. One rule for every engine.
    public static func validated(_ idea: LunchBoxIdea, origin: IdeaOrigin?) -> LunchBoxIdea? {
        struct Shape: Encodable {
            let name: String
            let ingredients: [String]
            let steps: [String]
        }
        let shape = Shape(name: idea.name, ingredients: idea.ingredients, steps: idea.preparationSteps)
        guard let data = try? JSONEncoder().encode(shape), var clean = Self.idea(fromObject: data, origin: origin) else { return nil }
        clean = LunchBoxIdea(id: idea.id, name: clean.name, ingredients: clean.ingredients, preparationSteps: clean.preparationSteps, origin: origin)
        return clean
    }
}
