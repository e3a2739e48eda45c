import Foundation
import LunchBoxCore
import LunchBoxUseCases

/// The server's half: decodes a `StoreCall`, runs it on the server's own store (the
/// `AppDatabase`) and encodes the answer or the failure. Portable, so the web server
/// only moves bytes and the wire format lives in one module with `RemoteStore`.
public struct StoreCallHandler: Sendable {
    /// A call's body is a few kilobytes; a kitchen-memory print or a full batch of ideas
    /// is the largest.
    public static let maximumBodySize = 2 * 1024 * 1024

    private let store: any UseCases.Store

    public init(store: any UseCases.Store) {
        self.store = store
    }

    /// The status and JSON body to answer `body` with.
    public func respond(to body: Data) async -> (status: Int, body: Data) {
        let encoder = JSONEncoder()
        do {
            let call: StoreCall
            do {
                call = try Self.decoder.decode(StoreCall.self, from: body)
            } catch {
                throw StoreCallError.malformedCall
            }
            return (200, try await perform(call, encoder: encoder))
        } catch {
            let failure = RemoteFailure(error)
            return (failure.status, (try? encoder.encode(["error": failure])) ?? Data())
        }
    }

    /// Reads a call's dates as the phone writes them (seconds since 2001), refusing any
    /// outside the years 1970 to 9999: a date of 1e20 seconds once trapped converting to
    /// stored milliseconds and stopped the server.
    static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let seconds = try container.decode(Double.self)
            guard seconds.isFinite, Self.plausibleSeconds.contains(seconds) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "a date outside the years 1970 to 9999")
            }
            return Date(timeIntervalSinceReferenceDate: seconds)
        }
        return decoder
    }

    /// 1970-01-01 to 9999-12-31, in seconds since 2001.
    private static let plausibleSeconds = (-978_307_200.0)...(253_402_300_799.0 - 978_307_200.0)

    private func perform(_ call: StoreCall, encoder: JSONEncoder) async throws -> Data {
        func reply<Value: Codable & Sendable>(_ value: Value) throws -> Data { try encoder.encode(WireReply(value)) }
        let nothing = try reply(WireNothing())
        switch call {
        case .inventory: return try reply(try await store.inventory().items)
        case .addInventoryItems(let items): return try reply(try await store.addInventoryItems(items))
        case .updateInventoryItem(let item): return try reply(try await store.updateInventoryItem(item))
        case .removeInventoryItem(let id): return try reply(try await store.removeInventoryItem(id: id))
        case .clearInventory: try await store.clearInventory()
        case .dietaryPreferences: return try reply(try await store.dietaryPreferences())
        case .saveDietaryPreferences(let preferences): try await store.saveDietaryPreferences(preferences)
        case let .replaceDietaryPreferences(expected, new):
            return try reply(try await store.updateDietaryPreferences { current in try Self.replace(&current, expected: expected, with: new) })
        case .ideaPreferences: return try reply(try await store.ideaPreferences())
        case .saveIdeaPreferences(let preferences): try await store.saveIdeaPreferences(preferences)
        case let .savePreferences(diets, ideas): try await store.savePreferences(diets: diets, ideas: ideas)
        case .recentIdeas: return try reply(try await store.recentIdeas())
        case .saveRecentIdeas(let batch): try await store.saveRecentIdeas(batch)
        case .reserveIdeaBatchNumber: return try reply(try await store.reserveIdeaBatchNumber())
        case .favorites: return try reply(try await store.favorites())
        case .favoriteSummaries: return try reply(try await store.favoriteSummaries())
        case .favorite(let id): return try reply(try await store.favorite(id: id))
        case let .saveFavorite(idea, date): return try reply(try await store.saveFavorite(idea, at: date))
        case .deleteFavorite(let id): return try reply(try await store.deleteFavorite(id: id))
        case .aiConfiguration: return try reply(try await store.aiConfiguration())
        case .saveAIConfiguration(let configuration): try await store.saveAIConfiguration(configuration)
        case let .replaceAIConfiguration(expected, new):
            return try reply(try await store.updateAIConfiguration { current in try Self.replace(&current, expected: expected, with: new) })
        case .meals: return try reply(try await store.meals())
        case .meal(let id): return try reply(try await store.meal(id: id))
        case .addMeal(let meal): return try reply(try await store.addMeal(meal))
        case let .updateMeal(id, edit): return try reply(try await store.updateMeal(id: id, edit: edit.edit))
        case .addMealUnlessPresent(let candidate):
            let added = try await store.addMealUnlessPresent(candidate)
            return try reply(WireLibraryMeal(meal: added.meal, isNew: added.isNew))
        case let .deleteMeal(id, confirmed):
            let deleted = try await store.deleteMeal(id: id, confirmed: confirmed)
            return try reply(WireDeletedMeal(meal: deleted.meal, plannedDays: deleted.plannedDays))
        case .plannedDays(let mealID): return try reply(try await store.plannedDays(mealID: mealID))
        case let .assignMeal(id, days, date): return try reply(try await store.assignMeal(id: id, to: days, at: date))
        case let .planMeal(candidate, day, date):
            let planned = try await store.planMeal(candidate, on: day, at: date)
            return try reply(WireLibraryMeal(meal: planned.meal.meal, isNew: planned.meal.isNew, assignment: planned.assignment))
        case let .assignments(from, through): return try reply(try await store.assignments(in: try Self.days(from, through)))
        case let .plannedMeals(from, through): return try reply(try await store.plannedMeals(in: try Self.days(from, through)))
        case .removeAssignment(let id): return try reply(try await store.removeAssignment(id: id))
        case .weekStart: return try reply(try await store.weekStart())
        case .saveWeekStart(let weekStart): try await store.saveWeekStart(weekStart)
        case .boughtItemKeys(let weekStart): return try reply(try await store.boughtItemKeys(weekStart: weekStart))
        case let .setShoppingItem(key, bought, weekStart, date, kitchenItem, expected):
            try await store.setShoppingItem(key: key, bought: bought, weekStart: weekStart, at: date, addingToKitchen: Self.topUp(kitchenItem, expected: expected))
        case .currentPlayer(let date): return try reply(try await store.currentPlayer(at: date))
        case .currentPlayProgress(let date):
            let current = try await store.currentPlayProgress(at: date)
            return try reply(WirePlayerProgress(player: current.player, progress: current.progress))
        case .switchPlayer(let id): try await store.switchPlayer(to: id)
        case .playBoard: return try reply(try await store.playBoard().map { WirePlayerProgress(player: $0.player, progress: $0.progress) })
        case let .replaceCurrentPlayProgress(date, playerID, expected, new):
            guard new.isWithinBounds else { throw StoreCallError.invalidArgument("play progress") }
            try await store.updateCurrentPlayProgress(at: date) { player, progress in
                guard player.id == playerID, progress == expected else { throw StoreCallError.conflict }
                progress = new
            }
        case .playTimeZone: return try reply(try await store.playTimeZone())
        case .savePlayTimeZone(let identifier): try await store.savePlayTimeZone(identifier)
        case .scanSettings: return try reply(try await store.scanSettings())
        case .saveScanSettings(let settings): try await store.saveScanSettings(settings)
        case let .replaceScanSettings(expected, new):
            return try reply(try await store.updateScanSettings { current in try Self.replace(&current, expected: expected, with: new) })
        case .productName(let barcode): return try reply(try await store.productName(forBarcode: barcode))
        case let .saveProductName(name, barcode, date): try await store.saveProductName(name, forBarcode: barcode, at: date)
        case let .confirmScannedItems(items, date): return try reply(try await store.confirmScannedItems(items.map(\.scannedItem), at: date))
        case .receiptWords: return try reply(try await store.receiptWords())
        case let .confirmReceiptItems(items, words, date): return try reply(try await store.confirmReceiptItems(items, learning: words, at: date))
        case .memoryExamples(let model): return try reply(try await store.memoryExamples(model: model).map(WireMemoryExample.init))
        case let .rememberFood(food, print, date): try await store.rememberFood(food, print: try print.featurePrint(), at: date)
        case let .confirmScannedItemsRemembering(items, food, print, date):
            return try reply(try await store.confirmScannedItems(items.map(\.scannedItem), remembering: food, print: try print.featurePrint(), at: date))
        case .learnedFoods: return try reply(try await store.learnedFoods())
        case .forgetFood(let food): return try reply(try await store.forgetFood(food))
        case .forgetAllFoods: return try reply(try await store.forgetAllFoods())
        case .answeredDetail(let kind): return try reply(try await store.answeredDetail(for: kind))
        case let .recordAnswer(kind, detail, date): try await store.recordAnswer(of: kind, detail: detail, at: date)
        case .members: return try reply(try await store.members())
        case .addMember(let member): return try reply(try await store.addMember(member))
        case let .replaceMember(id, expected, new):
            return try reply(try await store.updateMember(id: id) { member in try Self.replace(&member, expected: expected, with: new) })
        case .packFor(let ids): return try reply(try await store.packFor(only: Set(ids)))
        case .removeMember(let id): return try reply(try await store.removeMember(id: id))
        case let .pack(sourceKey, name, day, date, expected, packing):
            return try reply(
                try await store.pack(sourceKey: sourceKey, name: name, day: day, at: date) { current in
                    guard current == expected else { throw StoreCallError.conflict }
                    return packing
                })
        case .undoPacking(let id): return try reply(try await store.undoPacking(id: id))
        case let .applyAutoPlan(id, choices, date): return try reply(try await store.applyAutoPlan(id: id, choices: choices, at: date))
        case .undoAutoPlan(let id): return try reply(try await store.undoAutoPlan(id: id))
        case let .swapAutoPlannedDay(id, choice, date): return try reply(try await store.swapAutoPlannedDay(id: id, choice: choice, at: date))
        case .autoPlanMealIDs(let id): return try reply(try await store.autoPlanMealIDs(id: id))
        }
        return nothing
    }

    /// A day range from its ends; ends in the wrong order are bad input, not a crash.
    private static func days(_ from: CalendarDay, _ through: CalendarDay) throws -> ClosedRange<CalendarDay> {
        guard from <= through else { throw StoreCallError.invalidArgument("days") }
        return from...through
    }

    /// The phone's worked-out kitchen item, taken only if the kitchen is still what it read.
    private static func topUp(_ item: InventoryItem?, expected: [InventoryItem]?) -> (@Sendable ([InventoryItem]) throws -> InventoryItem?)? {
        guard let item else { return nil }
        return { kitchen in
            if let expected, kitchen != expected { throw StoreCallError.conflict }
            return item
        }
    }

    /// A phone's change, made on what it read: taken only if the value is still what it
    /// read (`StoreCallError.conflict` otherwise, and the phone reads and tries again).
    static func replace<Value: Equatable>(_ current: inout Value, expected: Value, with new: Value) throws {
        guard current == expected else { throw StoreCallError.conflict }
        current = new
    }
}
