import Foundation
import LunchBoxCore
import LunchBoxStorage
import LunchBoxTesting
import LunchBoxUseCases
import PropertyBased
import Testing

/// The invariants of issue 26's D1-D3 under concurrent writers: several actions on one
/// database file at once (a `DatabasePool`, as the server and the CLI open it), each one
/// all or none, none passing a check that only one of them may pass.
@Suite("Concurrent writers keep every invariant")
struct ConcurrentWritersPropertiesTests {
    /// Use cases on a fresh database file, as the faces open it.
    private static func onFile() throws -> (UseCases, AppDatabase, TemporaryDirectory) {
        let folder = try TemporaryDirectory()
        let database = try AppDatabase.open(path: folder.file("lunchbox.sqlite").path)
        return (try TestUseCases.make(database: database).useCases, database, folder)
    }

    private static var batch: Generator<[String], some SendableSequenceType> { Generators.foodName.array(of: 1...6) }

    // D1: typed batches racing for the last places in the kitchen are each all or none.
    // Each batch's names end in a word, not a number: "eggs 6" is typed as six eggs.
    @Test func typedBatchesAtOnceAreEachAllOrNone() async throws {
        await propertyCheck(count: 100, input: Gen.int(in: 488...500), Self.batch.array(of: 2...4)) { start, batches in
            let (useCases, database, folder) = try Self.onFile()
            try await database.addInventoryItems((0..<start).map { InventoryItem(name: "item \($0)") })
            let accepted = await withTaskGroup(of: (Int, Bool).self) { group in
                for (index, batch) in batches.enumerated() {
                    group.addTask { (index, (try? await useCases.inventory.add(typed: batch.map { "\($0) batch\(index)" }.joined(separator: ", "))) != nil) }
                }
                return await group.reduce(into: [Int: Bool]()) { $0[$1.0] = $1.1 }
            }
            let names = Set(try await useCases.inventory.items().map(\.name))
            for (index, batch) in batches.enumerated() {
                let present = batch.filter { names.contains("\($0) batch\(index)") }.count
                #expect(present == (accepted[index] == true ? batch.count : 0), "batch \(index) is all or none")
            }
            #expect(names.count <= Inventory.maximumItemCount)
            withExtendedLifetime(folder) {}
        }
    }

    // D2: multi-day plans racing for a nearly full day are each all or none, and no day
    // ever holds more than the most allowed.
    @Test func plansAtOnceOnANearlyFullDayAreEachAllOrNone() async throws {
        await propertyCheck(count: 100, input: Gen.int(in: 15...20), Gen.int(in: 1...3).array(of: 2...4)) { already, repeats in
            let (useCases, database, folder) = try Self.onFile()
            let meal = try await useCases.plan.addMeal(description: "Soup")
            let today = try await useCases.plan.calendarNow().today
            let busy = today.adding(days: 1)
            try await database.assignMeal(id: meal.id, to: Array(repeating: busy, count: already), at: TestUseCases.monday)
            let accepted = await withTaskGroup(of: Int?.self) { group in
                for count in repeats {
                    group.addTask { (try? await useCases.plan.assign(mealID: meal.id, to: [today] + Array(repeating: busy, count: count))).map { _ in count } }
                }
                return await group.reduce(into: [Int]()) { if let count = $1 { $0.append(count) } }
            }
            let days = try await useCases.plan.allPlannedMeals().map(\.assignment.day)
            let acceptedRepeats = accepted
            #expect(days.filter { $0 == today }.count == acceptedRepeats.count, "today is planned once per accepted batch")
            #expect(days.filter { $0 == busy }.count == already + acceptedRepeats.reduce(0, +))
            #expect(days.filter { $0 == busy }.count <= MealAssignment.maximumPerDay)
            withExtendedLifetime(folder) {}
        }
    }

    // D3: an unconfirmed delete racing plans of the same meal never takes a planned day
    // away, and the same idea added several times at once is one meal.
    @Test func deletesAndDuplicatesAtOnceKeepTheLibraryTrue() async throws {
        await propertyCheck(count: 100, input: Gen.int(in: 1...3), Gen.int(in: 2...4)) { plans, additions in
            let (useCases, database, folder) = try Self.onFile()
            let idea = LunchBoxIdea(name: "Chicken rice box", ingredients: ["chicken breast", "rice", "cucumber"], preparationSteps: ["Pack."])
            try await database.saveRecentIdeas(IdeaBatch(ideas: [idea], origin: .offlineChef))
            let meal = try await useCases.plan.addMeal(description: "Soup")
            let today = try await useCases.plan.calendarNow().today
            async let deleted = (try? await useCases.plan.deleteMeal(id: meal.id, confirmed: false)) != nil
            let planned = await withTaskGroup(of: Bool.self) { group in
                for _ in 0..<plans { group.addTask { (try? await useCases.plan.assign(mealID: meal.id, to: [today])) != nil } }
                return await group.reduce(into: 0) { $0 += $1 ? 1 : 0 }
            }
            let added = await withTaskGroup(of: LibraryMeal?.self) { group in
                for _ in 0..<additions { group.addTask { try? await useCases.plan.addIdea(id: idea.id) } }
                return await group.reduce(into: [LibraryMeal]()) { if let meal = $1 { $0.append(meal) } }
            }
            let didDelete = await deleted
            if didDelete {
                #expect(planned == 0, "a meal planned before the delete needs a yes; one planned after finds no meal")
            }
            #expect(added.count == additions)
            #expect(Set(added.map(\.meal.id)).count == 1)
            #expect(added.filter(\.isNew).count == 1)
            withExtendedLifetime(folder) {}
        }
    }
}
