/// The units a household chose for the amounts LunchBox works out, over each reader's region.
public protocol HouseholdUnitsRepository: Sendable {
    /// The chosen system; nil to follow each reader's region.
    func householdUnits() async throws -> UnitSystem?
    func saveHouseholdUnits(_ units: UnitSystem?) async throws
}
