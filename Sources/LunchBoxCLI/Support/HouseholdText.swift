import ArgumentParser
import LunchBoxCore

/// How the CLI words household members.
enum HouseholdText {
    enum VerdictList: String, ExpressibleByArgument, CaseIterable {
        case ideas, favorites, meals, plan
    }

    /// The foods a member can avoid, as `--avoid` takes them: "peanuts, tree nuts, …".
    static let avoidChoices = HouseholdMember.avoidChoices.map(\.label).joined(separator: ", ")
    static let avoidHelp = avoidChoices + " (repeat or separate with commas)."

    /// "* Sam: vegetarian and no sesame", one line a member; * marks who ideas are packed for.
    static func lines(_ members: [HouseholdMember], _ words: Wording) -> [String] {
        members.map { "\($0.packFor ? "*" : " ") \(TerminalText.oneLine($0.name)): \($0.needsSummary(words))" }
    }
}
