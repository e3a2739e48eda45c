/// The whole household read and replaced at once, for the portable document
/// (`lunchbox export` / `import`). Each is one transaction: an export never sees half a
/// change, and an import replaces everything or nothing.
public protocol HouseholdSnapshots: Sendable {
    func householdSnapshot() async throws -> HouseholdSnapshot
    /// Replaces the household's food, members, preferences, favorites, meals, plan and
    /// ticks with `snapshot`'s; the undo ledgers of what was replaced are cleared with it.
    func replaceHousehold(with snapshot: HouseholdSnapshot) async throws
}
