import Foundation
import LunchBoxCore
import LunchBoxLive
import LunchBoxRemoteStore
import LunchBoxStorage
import LunchBoxTesting
import LunchBoxUseCases
import Testing

@Suite("Use-case contract: the same answers and words on this device and on the household's server")
struct UseCaseContractTests {
    /// The words a person is shown for what `change` threw.
    private func failure(_ change: () async throws -> Void) async -> UserFacingError? {
        do {
            try await change()
            return nil
        } catch {
            return UserFacingError(error)
        }
    }

    @Test("The kitchen: add, change, remove and empty give the same items and the same words", arguments: UseCasesUnderTest.allCases)
    func kitchen(_ kind: UseCasesUnderTest) async throws {
        try await kind.run { household in
            let kitchen = household.kitchen
            #expect(try await kitchen.items().isEmpty)
            let carrots = try await kitchen.add(name: "  Carrots ", quantity: "3", bestBefore: nil, dateKind: nil)
            #expect(carrots.name == "Carrots")
            #expect(carrots.quantity == "3")
            let milk = try await kitchen.add(name: "Milk", quantity: "1 l", bestBefore: CalendarDay(isoString: "2026-12-02"), dateKind: .useBy)
            #expect(milk.bestBefore == CalendarDay(isoString: "2026-12-02"))
            #expect(milk.dateKind == .useBy)
            #expect(try await kitchen.items() == [carrots, milk])

            let changed = try await kitchen.update(id: carrots.id, name: "Carrots", quantity: "5", bestBefore: nil, dateKind: nil)
            #expect(changed.quantity == "5")
            #expect(changed.id == carrots.id)

            // The same refusals, in the same words, wherever the kitchen is.
            let device = try UseCasesUnderTest.device().kitchen
            let blank: @Sendable (any KitchenInventory) async throws -> Void = { _ = try await $0.add(name: "   ", quantity: "", bestBefore: nil, dateKind: nil) }
            let empty = await failure { try await blank(kitchen) }
            #expect(empty?.kind == .input)
            let emptyOnDevice = await failure { try await blank(device) }
            #expect(empty != nil && empty == emptyOnDevice)
            let ghost = await failure { _ = try await kitchen.update(id: UUID(), name: "Ghost", quantity: "", bestBefore: nil, dateKind: nil) }
            #expect(ghost == UserFacingError(InventoryError.itemNotFound))

            #expect(try await kitchen.remove(id: milk.id) == milk)
            let gone = await failure { try await kitchen.remove(id: milk.id) }
            #expect(gone == UserFacingError(InventoryError.itemNotFound))
            #expect(try await kitchen.items() == [changed])
            try await kitchen.clear()
            #expect(try await kitchen.items().isEmpty)
        }
    }

    @Test("Favorites: save from the recent ideas, save again, delete, with the same words", arguments: UseCasesUnderTest.allCases)
    func favorites(_ kind: UseCasesUnderTest) async throws {
        try await kind.run { household in
            let favorites = household.favorites
            #expect(try await favorites.list().isEmpty)
            for food in ["wholemeal bread", "cheddar", "apples", "cooked chicken", "lettuce", "tomatoes", "hummus", "carrots"] {
                _ = try await household.kitchen.add(name: food, quantity: "", bestBefore: nil, dateKind: nil)
            }
            let ideas = try await household.askTheOfflineChef().ideas
            #expect(ideas.count >= 3)
            let saved = try await favorites.save(ideaID: ideas[1].id)
            #expect(saved.id == ideas[1].id)
            #expect(saved.name == ideas[1].name)
            #expect(try await favorites.save(ideaID: ideas[1].id).id == saved.id)
            #expect(try await favorites.list() == [saved])

            let device = try UseCasesUnderTest.device().favorites
            let unknown = UUID()
            let notShown = await failure { try await favorites.save(ideaID: unknown) }
            let notShownOnDevice = await failure { try await device.save(ideaID: unknown) }
            #expect(notShown != nil && notShown == notShownOnDevice)

            #expect(try await favorites.delete(id: saved.id) == saved)
            let gone = await failure { try await favorites.delete(id: saved.id) }
            let goneOnDevice = await failure { try await device.delete(id: saved.id) }
            #expect(gone != nil && gone == goneOnDevice)
            #expect(try await favorites.list().isEmpty)
        }
    }
}
