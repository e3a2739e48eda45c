/// A list of ideas split by the dietary guard into those safe to show and those held
/// back because they break a chosen diet. Held-back ideas are kept, with their reasons,
/// so the person can reveal them ("2 ideas held back: ...").
public struct DietaryScreening: Equatable, Sendable {
    /// Ideas with no violation, in their original order; some may have unverified ingredients.
    public let safe: [ScreenedIdea]
    /// Ideas with at least one violation, in their original order.
    public let heldBack: [ScreenedIdea]

    public init(safe: [ScreenedIdea], heldBack: [ScreenedIdea]) {
        self.safe = safe
        self.heldBack = heldBack
    }

    /// How many reasons the summary lists before "and more".
    public static let summaryReasonLimit = 3

    /// "2 ideas held back: peanut butter contains peanuts (you chose nut-free)", or nil
    /// when nothing was held back.
    public var heldBackSummary: String? {
        guard !heldBack.isEmpty else { return nil }
        var seen = Set<String>()
        let reasons = heldBack.flatMap(\.verdict.violations).map(\.summary).filter { seen.insert($0).inserted }
        var listed = reasons.prefix(Self.summaryReasonLimit).joined(separator: "; ")
        if reasons.count > Self.summaryReasonLimit {
            listed += "; and \(reasons.count - Self.summaryReasonLimit) more"
        }
        let count = heldBack.count == 1 ? "1 idea held back" : "\(heldBack.count) ideas held back"
        return "\(count): \(listed)"
    }
}
