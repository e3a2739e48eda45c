/// What the dietary guard found in one idea: ingredients that break a chosen diet, and
/// ingredients it could not check.
public struct DietaryVerdict: Equatable, Sendable {
    public let violations: [DietaryViolation]
    public let unverified: [UnverifiedIngredient]

    public init(violations: [DietaryViolation] = [], unverified: [UnverifiedIngredient] = []) {
        self.violations = violations
        self.unverified = unverified
    }

    /// Nothing breaks a chosen diet (unverified ingredients may remain: see `isFullyVerified`).
    public var isSafe: Bool { violations.isEmpty }

    /// Every ingredient was checked.
    public var isFullyVerified: Bool { unverified.isEmpty }

    /// The reasons, one per violation, without repeats, in order.
    public var reasons: [String] {
        var seen = Set<String>()
        return violations.map(\.reason).filter { seen.insert($0).inserted }
    }
}
