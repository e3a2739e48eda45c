import Foundation

/// What every face says under an idea besides its food, worded once: the kitchen items
/// it uses, a warning per item past its best-before date, the ingredients the dietary
/// guard could not check, and why it was held back. The web page, the stream, the CLI
/// and the screen models lay these lines out; none words them again.
public struct IdeaNotes: Codable, Equatable, Hashable, Sendable {
    /// "Uses from your kitchen: hummus (past best before), rice"; nil when it uses none.
    public let usesFromKitchen: String?
    /// One per kitchen item past its best-before date.
    public let warnings: [String]
    /// "Not checked against your diet: tempeh, gochujang"; nil when every line was.
    public let unchecked: String?
    /// "Held back: peanut butter: contains peanuts; you chose nut-free"; nil for an idea
    /// that is shown.
    public let heldBack: String?

    public init(kitchen: IdeaKitchenUse = .none, unverified: [String] = [], heldBackReasons: [String] = []) {
        usesFromKitchen = kitchen.summary
        warnings = kitchen.warnings
        unchecked = unverified.isEmpty ? nil : "Not checked against your diet: " + unverified.joined(separator: ", ")
        heldBack = heldBackReasons.isEmpty ? nil : "Held back: " + heldBackReasons.joined(separator: "; ")
    }

    public static let none = IdeaNotes()

    /// Every note, in the order faces show them.
    public var lines: [String] {
        [usesFromKitchen].compactMap { $0 } + remarks
    }

    /// The notes besides what it uses from the kitchen, for faces that show that line on
    /// its own: why it was held back, unchecked ingredients, then the warnings.
    public var remarks: [String] {
        [heldBack, unchecked].compactMap { $0 } + warnings
    }
}
