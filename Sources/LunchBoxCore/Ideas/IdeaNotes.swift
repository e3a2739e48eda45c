import Foundation

/// What every face says under an idea besides its food, worded once in the reader's
/// language: the kitchen items it uses, a warning per item past its date, the ingredients
/// the dietary guard could not check, and why it was held back. The web page, the stream,
/// the CLI and the screen models lay these lines out; none words them again.
public struct IdeaNotes: Equatable, Hashable, Sendable {
    public let kitchen: IdeaKitchenUse
    public let unverified: [String]
    /// The English reasons (kept for batches recorded before `heldBackWhy`).
    public let heldBackReasons: [String]
    /// What the guard found, worded for each reader.
    public let heldBackWhy: [HeldBackReason]

    public init(kitchen: IdeaKitchenUse = .none, unverified: [String] = [], heldBackReasons: [String] = [], heldBackWhy: [HeldBackReason] = []) {
        self.kitchen = kitchen
        self.unverified = unverified
        self.heldBackReasons = heldBackReasons
        self.heldBackWhy = heldBackWhy
    }

    public static let none = IdeaNotes()

    /// "Uses from your kitchen: hummus (past best before), rice"; nil when it uses none.
    public func usesFromKitchen(_ words: Wording) -> String? {
        kitchen.summary(words)
    }

    /// One per kitchen item past its date.
    public func warnings(_ words: Wording) -> [String] {
        kitchen.warnings(words)
    }

    /// "Not checked against your diet: tempeh, gochujang"; nil when every line was.
    public func unchecked(_ words: Wording) -> String? {
        unverified.isEmpty ? nil : words("ideas.notes.unchecked", unverified.joined(separator: ", "))
    }

    /// "Held back: peanut butter: contains peanuts; you chose nut-free"; nil for an idea
    /// that is shown.
    public func heldBack(_ words: Wording) -> String? {
        var seen = Set<String>()
        let reasons = heldBackWhy.isEmpty ? heldBackReasons : heldBackWhy.map { $0.reason(words) }.filter { seen.insert($0).inserted }
        return reasons.isEmpty ? nil : words("ideas.notes.heldBack", reasons.joined(separator: "; "))
    }

    /// Every note, in the order faces show them.
    public func lines(_ words: Wording) -> [String] {
        [usesFromKitchen(words)].compactMap { $0 } + remarks(words)
    }

    /// The notes besides what it uses from the kitchen, for faces that show that line on
    /// its own: why it was held back, unchecked ingredients, then the warnings.
    public func remarks(_ words: Wording) -> [String] {
        [heldBack(words), unchecked(words)].compactMap { $0 } + warnings(words)
    }
}
