/// Formats an idea as plain text for sharing (messages, notes, e-mail).
public struct ShareFormatter: Sendable {
    public init() {}

    public func text(for idea: LunchBoxIdea) -> String {
        var lines = [idea.name, "", "Ingredients:"]
        lines += idea.ingredients.map { "• \($0)" }
        lines += ["", "Steps:"]
        lines += idea.preparationSteps.enumerated().map { "\($0.offset + 1). \($0.element)" }
        lines += ["", "Made with LunchBox"]
        return lines.joined(separator: "\n")
    }
}
