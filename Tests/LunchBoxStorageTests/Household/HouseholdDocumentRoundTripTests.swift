import Foundation
import LunchBoxCore
import LunchBoxStorage
import LunchBoxTesting
import PropertyBased
import Testing

@Suite("Household document round trip")
struct HouseholdDocumentRoundTripTests {
    static let exportedAt = Date(timeIntervalSince1970: 1_795_428_000)

    /// For any household, its document imported into an empty household reproduces it
    /// exactly: the same snapshot, and the same document when exported again.
    @Test func importIntoAnEmptyHouseholdReproducesIt() async throws {
        await propertyCheck(count: 100, input: HouseholdGenerators.snapshot) { household in
            do {
                let original = try AppDatabase.inMemory()
                try await original.replaceHousehold(with: household)
                let stored = try await original.householdSnapshot()
                let document = try HouseholdDocument(stored, exportedAt: Self.exportedAt).encoded()

                let moved = try AppDatabase.inMemory()
                try await moved.replaceHousehold(with: try HouseholdDocument.decode(document).snapshot())
                let arrived = try await moved.householdSnapshot()
                // Part by part first, so a failure names the part.
                #expect(arrived.kitchen == stored.kitchen)
                #expect(arrived.members.map(\.member) == stored.members.map(\.member))
                #expect(arrived.members.map(\.progress) == stored.members.map(\.progress))
                #expect(arrived.favorites == stored.favorites)
                #expect(arrived.meals == stored.meals)
                #expect(arrived.plan == stored.plan)
                #expect(arrived.bought == stored.bought)
                #expect(arrived == stored)
                #expect(try HouseholdDocument(arrived, exportedAt: Self.exportedAt).encoded() == document)
                #expect(arrived.kitchen.map(\.name) == household.kitchen.map(\.name))
                #expect(arrived.members.map(\.member.name) == household.members.map(\.member.name))
                #expect(Set(arrived.favorites.map(\.id)) == Set(household.favorites.map(\.id)))
                #expect(arrived.plan.count == household.plan.count)
            } catch {
                Issue.record("round trip failed: \(error)")
            }
        }
    }

    /// Replacing is whole: nothing of the household before is left beside the new one.
    @Test func replacingLeavesNothingOfTheHouseholdBefore() async throws {
        let database = try AppDatabase.inMemory()
        _ = try await database.addInventoryItems([InventoryItem(name: "old milk")])
        _ = try await database.addMember(HouseholdMember(name: "Old", createdAt: Self.exportedAt))
        let meal = try await database.addMeal(Meal(description: "Old soup", createdAt: Self.exportedAt))
        _ = try await database.assignMeal(id: meal.id, to: [CalendarDay(year: 2026, month: 12, day: 1)!], at: Self.exportedAt)
        let incoming = HouseholdSnapshot(kitchen: [InventoryItem(name: "eggs", quantity: "6")], weekStart: .sunday)
        try await database.replaceHousehold(with: incoming)
        let after = try await database.householdSnapshot()
        #expect(after.kitchen.map(\.name) == ["eggs"])
        #expect(after.members.isEmpty && after.meals.isEmpty && after.plan.isEmpty)
        #expect(after.weekStart == .sunday)
    }
}
