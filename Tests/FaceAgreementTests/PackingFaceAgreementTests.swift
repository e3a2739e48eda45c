import Foundation
import Hummingbird
import HummingbirdTesting
import LunchBoxCLI
import LunchBoxCore
import LunchBoxPresentation
import LunchBoxServer
import LunchBoxStorage
import LunchBoxTesting
import LunchBoxUseCases
import Testing

/// Packing and "Plan my week" through three faces, one resulting state. The script: type
/// "6 eggs, 200 g cheddar, 2 wraps, lettuce" into the kitchen, add the meal "Egg wrap"
/// (eggs (2), cheddar (40 g), wraps (1), lettuce), pack it, undo, pack it again, answer
/// "none left" for the lettuce on a third packing's question (refused: already packed),
/// then plan the week: today (Sunday, the week's last day) is the one empty day left.
@Suite("Face agreement: packing and plan my week")
struct PackingFaceAgreementTests {
    private static let kitchen = "6 eggs, 200 g cheddar, 2 wraps, lettuce"
    private static let components = ["eggs (2)", "cheddar (40 g)", "wraps (1)", "lettuce"]

    /// What the script leaves: the amounts of one packing, the lettuce asked about and
    /// kept, and one planned day.
    private static let expected = PackingState(
        inventory: ["cheddar (160 g)", "eggs (4)", "lettuce", "wraps (1)"], plannedThisWeek: 1, question: "Any lettuce left?")

    @Test func theCommandLineLeavesTheAgreedState() async throws {
        let home = try TemporaryDirectory()
        let databasePath = home.file("lunchbox.sqlite").path
        let output = Capture()
        func run(_ arguments: [String]) async -> Int32 {
            await CLI.run(arguments + ["--database", databasePath], context: Self.cliContext(home: home, output: output))
        }
        #expect(await run(["inventory", "add", Self.kitchen]) == 0)
        #expect(await run(["meals", "add", "Egg wrap"] + Self.components.flatMap { ["--component", $0] }) == 0)
        output.clear()
        #expect(await run(["pack", "meal", "1", "--json"]) == 0)
        struct Packed: Decodable {
            let id: UUID
            let questions: [Packing.Question]
        }
        let first = try JSONDecoder().decode(Packed.self, from: Data(output.text.utf8))
        #expect(await run(["pack", "undo", first.id.uuidString]) == 0)
        #expect(await run(["pack", "meal", "1"]) == 0)
        #expect(await run(["pack", "meal", "1", "--none", "lettuce"]) == 1)
        // It is Sunday: the weekend is asked for (school days only without it).
        #expect(await run(["plan", "auto", "--weekends"]) == 0)
        let state = try await PackingState.read(try AppDatabase.open(path: databasePath), question: first.questions.first?.prompt)
        #expect(state == Self.expected)
    }

    @Test func theJSONAPILeavesTheAgreedState() async throws {
        let (useCases, database) = try TestUseCases.make(now: FaceAgreementTests.now)
        let router = try await buildRouter(ServerDependencies(useCases: useCases), configuration: ServerConfiguration())
        let question = try await Application(router: router).test(.router) { client -> String? in
            for entry in KitchenEntry.entries(in: Self.kitchen) {
                _ = try await client.sendJSON(.post, "/api/inventory", #"{"name": "\#(entry.name)", "quantity": "\#(entry.quantity)"}"#)
            }
            struct Created: Decodable { let id: UUID }
            let components = Self.components.map { "\"\($0)\"" }.joined(separator: ", ")
            let meal = try JSONDecoder().decode(
                Created.self, from: Data(buffer: try await client.sendJSON(.post, "/api/meals", #"{"description": "Egg wrap", "otherComponents": [\#(components)]}"#)))
            struct Packed: Decodable {
                let id: UUID
                let questions: [Packing.Question]
            }
            let first = try JSONDecoder().decode(Packed.self, from: Data(buffer: try await client.sendJSON(.post, "/api/pack", #"{"mealId": "\#(meal.id.uuidString)"}"#)))
            _ = try await client.sendJSON(.delete, "/api/pack/\(first.id.uuidString)")
            _ = try await client.sendJSON(.post, "/api/pack", #"{"mealId": "\#(meal.id.uuidString)"}"#)
            _ = try await client.sendJSON(.post, "/api/pack", #"{"mealId": "\#(meal.id.uuidString)", "answers": {"lettuce": "none"}}"#, expecting: 409)
            _ = try await client.sendJSON(.post, "/api/plan/auto", #"{"weekends": true}"#)
            return first.questions.first?.prompt
        }
        #expect(try await PackingState.read(database, question: question) == Self.expected)
    }

    @MainActor
    @Test func theScreenModelsLeaveTheAgreedState() async throws {
        let (useCases, database) = try TestUseCases.make(now: FaceAgreementTests.now)
        let kitchen = InventoryStore(inventory: useCases.inventory)
        for entry in KitchenEntry.entries(in: Self.kitchen) {
            _ = try await kitchen.add(InventoryItem(name: entry.name, quantity: entry.quantity))
        }
        let meal = try await useCases.plan.addMeal(description: "Egg wrap", components: Self.components)
        let packing = PackingViewModel(packing: useCases.packing, words: .english)
        #expect(await packing.packMeal(id: meal.id))
        let question = packing.lastPacking?.questions.first?.prompt
        #expect(await packing.undoPacking())
        #expect(await packing.packMeal(id: meal.id))
        #expect(!(await packing.packMeal(id: meal.id, answers: ["lettuce": .noneLeft])))
        #expect(packing.errorMessage?.contains("already packed") == true)
        let now = try await useCases.plan.calendarNow()
        #expect(await AutoPlanViewModel(autoPlan: useCases.autoPlan, words: .english).planWeek(now.currentWeek, weekends: true))
        #expect(try await PackingState.read(database, question: question) == Self.expected)
    }

    static func cliContext(home: TemporaryDirectory, output: Capture) -> CLIContext {
        var context = FaceAgreementTests.cliContext(home: home)
        context.output = output
        return context
    }
}

/// What the pantry script leaves: the kitchen, the days planned this week, and the question
/// the first packing asked.
private struct PackingState: Equatable {
    let inventory: [String]
    let plannedThisWeek: Int
    let question: String?

    static func read(_ database: AppDatabase, question: String?) async throws -> PackingState {
        let week = PlanWeek(containing: FaceAgreementTests.today)
        return PackingState(
            inventory: try await database.inventory().items.map(\.displayText).sorted(),
            plannedThisWeek: try await database.plannedMeals(in: week.range).count, question: question)
    }
}

/// Standard output kept, so a test can read the JSON a command printed.
final class Capture: TextOutput, @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = ""

    var text: String { lock.withLock { buffer } }

    func write(_ text: String) { lock.withLock { buffer += text } }

    func clear() { lock.withLock { buffer = "" } }
}
