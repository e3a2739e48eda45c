import LunchBoxCore

/// An idea as its detail screen shows it: every line already worded, and the plain text
/// the share sheet sends (LB Property 18).
public struct IdeaDetail: Identifiable, Equatable, Sendable {
    public let idea: LunchBoxIdea
    /// "Built-in offline chef" or "AI (gpt-4o-mini)"; empty when unknown.
    public let originLabel: String
    /// Warnings and remarks: unchecked ingredients, food past its best-before date.
    public let notes: [String]
    public let shareText: String
    /// "Estimated per lunch: about 420 kcal · protein 21 g · …"; nil without an estimate.
    public let nutritionLine: String?
    /// "Not counted (not in the food table): pesto"; nil when every food counted.
    public let nutritionUnmatched: String?
    /// Where the values come from, under the estimate.
    public let nutritionSource: String?
    /// "Share Sandwich", for VoiceOver on the share button.
    public let shareButtonLabel: String
    /// "Sandwich, 4 ingredients", for a card's VoiceOver label.
    public let cardAccessibilityLabel: String

    public init(idea: LunchBoxIdea, words: Wording, notes: IdeaNotes = .none, nutrition: NutritionEstimate? = nil) {
        self.idea = idea
        self.originLabel = idea.origin?.label(words) ?? ""
        self.nutritionSource = nutrition == nil ? nil : words("ideas.nutrition.source")
        self.notes = notes.lines(words)
        self.shareText = ShareFormatter().text(for: idea)
        self.nutritionLine = nutrition?.summary(words)
        self.nutritionUnmatched = nutrition?.unmatchedNote(words)
        self.shareButtonLabel = words("screens2.ideas.shareLabel", idea.name)
        self.cardAccessibilityLabel = words.counting("screens2.ideas.card", idea.ingredients.count, idea.name)
    }

    public var id: LunchBoxIdea.ID { idea.id }
    public var title: String { idea.name }
    public var ingredients: [String] { idea.ingredients }
    /// "eggs, wraps", under a card's title.
    public var ingredientsLine: String { idea.ingredients.joined(separator: ", ") }
    /// "1. Slice the bread", …: numbered as the share text numbers them.
    public var numberedSteps: [String] { idea.preparationSteps.enumerated().map { "\($0.offset + 1). \($0.element)" } }
}
