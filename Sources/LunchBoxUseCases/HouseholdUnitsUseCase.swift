import LunchBoxCore

/// The household's units for the amounts LunchBox works out (packing's leftovers, the
/// shopping list, portion weights): chosen once in Settings (or `lunchbox settings units`),
/// they win over each reader's region; left unchosen, each reader's region decides.
public struct HouseholdUnitsUseCase: Sendable {
    private let store: any HouseholdUnitsRepository

    public init(store: any HouseholdUnitsRepository) {
        self.store = store
    }

    /// The household's choice; nil when each reader's region decides.
    public func chosen() async throws -> UnitSystem? {
        try await store.householdUnits()
    }

    /// Chooses `units` for the household, or nil to follow each reader's region.
    public func choose(_ units: UnitSystem?) async throws {
        try await store.saveHouseholdUnits(units)
    }

    /// The units a reader in `region` meets: the household's, else the region's
    /// (`UnitSystem(region:)`). A household choice that cannot be read leaves the region's.
    public func units(forRegion region: String?) async -> UnitSystem {
        ((try? await store.householdUnits()) ?? nil) ?? UnitSystem(region: region)
    }
}
