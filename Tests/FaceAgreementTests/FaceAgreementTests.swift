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

/// One script, three faces, one resulting state. The script: add six foods and "2 wraps"
/// as each face takes one typed food, choose vegetarian, use the Ollama preset, ask the
/// offline chef for ideas, save idea 2, add idea 1 to the meal library twice (one meal),
/// give that meal the protein "egg" (an edit that names only the protein), plan it today.
@Suite("Face agreement")
struct FaceAgreementTests {
    private static let foods = ["eggs", "bread", "cheddar", "cucumber", "tomatoes", "rice"]
    /// A food typed with its quantity in front, as every face must read it.
    private static let typed = "2 wraps"

    @Test func theCommandLineLeavesTheAgreedState() async throws {
        let home = try TemporaryDirectory()
        let databasePath = home.file("lunchbox.sqlite").path
        func run(_ arguments: String...) async -> Int32 {
            await runCommand(arguments)
        }
        func runCommand(_ arguments: [String]) async -> Int32 {
            await CLI.run(arguments + ["--database", databasePath], context: Self.cliContext(home: home))
        }
        #expect(await runCommand(["inventory", "add"] + Self.foods) == 0)
        #expect(await run("inventory", "add", Self.typed) == 0)
        #expect(await run("prefs", "set", "vegetarian") == 0)
        #expect(await run("settings", "preset", "ollama") == 0)
        #expect(await run("ideas", "--engine", "offline") == 0)
        #expect(await run("favorites", "add", "2") == 0)
        #expect(await run("meals", "add", "--from-idea", "1") == 0)
        #expect(await run("meals", "add", "--from-idea", "1") == 0)
        #expect(await run("meals", "edit", "1", "--protein", "egg") == 0)
        #expect(await run("plan", "assign", "1", "today") == 0)
        let state = try await KitchenState.read(try AppDatabase.open(path: databasePath), today: Self.today)
        #expect(state == KitchenState.expected)
    }

    @Test func theJSONAPILeavesTheAgreedState() async throws {
        let (useCases, database) = try TestUseCases.make(now: Self.now)
        let router = try await buildRouter(ServerDependencies(useCases: useCases), configuration: ServerConfiguration())
        try await Application(router: router).test(.router) { client in
            for food in Self.foods + [Self.typed] {
                _ = try await client.sendJSON(.post, "/api/inventory", #"{"name": "\#(food)"}"#)
            }
            _ = try await client.sendJSON(.put, "/api/preferences", #"{"vegetarian": true, "vegan": false, "glutenFree": false, "dairyFree": false, "nutFree": false}"#)
            _ = try await client.sendJSON(.put, "/api/settings", #"{"preset": "ollama"}"#)
            let batch = try JSONDecoder().decode(IdeaBatch.self, from: Data(buffer: try await client.sendJSON(.post, "/api/ideas", #"{"engine": "offline"}"#)))
            _ = try await client.sendJSON(.post, "/api/favorites", #"{"ideaId": "\#(batch.numbered[1].id.uuidString)"}"#)
            let ideaID = batch.numbered[0].id.uuidString
            _ = try await client.sendJSON(.post, "/api/meals/from-idea", #"{"ideaId": "\#(ideaID)"}"#)
            struct Created: Decodable { let id: UUID }
            let meal = try JSONDecoder().decode(Created.self, from: Data(buffer: try await client.sendJSON(.post, "/api/meals/from-idea", #"{"ideaId": "\#(ideaID)"}"#)))
            _ = try await client.sendJSON(.put, "/api/meals/\(meal.id.uuidString)", #"{"primaryProtein": "egg"}"#)
            _ = try await client.sendJSON(.post, "/api/plan", #"{"mealId": "\#(meal.id.uuidString)", "day": "\#(Self.today.isoString)"}"#)
        }
        #expect(try await KitchenState.read(database, today: Self.today) == KitchenState.expected)
    }

    @MainActor
    @Test func theScreenModelsLeaveTheAgreedState() async throws {
        let (useCases, database) = try TestUseCases.make(now: Self.now)
        let kitchen = InventoryStore(inventory: useCases.inventory)
        for food in Self.foods + [Self.typed] {
            _ = try await kitchen.add(InventoryItem(name: food))
        }
        let preferences = PreferencesViewModel(preferences: useCases.preferences, words: .english)
        await preferences.set(.vegetarian, enabled: true)
        let settings = SettingsViewModel(settings: useCases.settings, words: Wordings()[.english])
        #expect(await settings.applyPreset(.ollama))
        let suggestions = SuggestionsViewModel(ideas: useCases.ideas, words: Wordings()[.english])
        await suggestions.loadSuggestions(engine: .offline)
        let batch = try #require(suggestions.batch)
        let favorites = FavoritesViewModel(favorites: useCases.favorites, words: Wordings()[.english])
        #expect(await favorites.save(id: batch.numbered[1].id))
        let library = MealListViewModel(library: useCases.plan, words: .english)
        _ = await library.addIdea(id: batch.numbered[0].id)
        let added = try #require(await library.addIdea(id: batch.numbered[0].id))
        let form = MealFormViewModel(library: useCases.plan, editing: added, words: .english)
        form.primaryProtein = "egg"
        let meal = try #require(await form.save())
        let week = WeeklyPlannerViewModel(plan: useCases.plan, words: .english)
        await week.load()
        #expect(await week.assign(mealID: meal.id, to: Self.today))
        #expect(try await KitchenState.read(database, today: Self.today) == KitchenState.expected)
    }

    // MARK: - The same moment and zone for every face

    /// Sunday 2026-11-22, 11:30 UTC.
    static let now = Date(timeIntervalSince1970: 1_795_347_000)
    static let today = CalendarDay(year: 2026, month: 11, day: 22)!

    static func cliContext(home: TemporaryDirectory) -> CLIContext {
        CLIContext(
            environment: ["XDG_CONFIG_HOME": home.file("config").path, "XDG_DATA_HOME": home.file("data").path],
            homeDirectory: home.url,
            output: Discard(),
            errors: Discard(),
            input: NoInput(),
            errorsIsTerminal: false,
            inputIsTerminal: false,
            transport: RecordingTransport(body: ""),
            networkMonitor: FixedNetworkMonitor(online: true),
            clock: FixedClock(now),
            calendar: TestUseCases.utc
        )
    }
}

private struct Discard: TextOutput {
    func write(_ text: String) {}
}

private struct NoInput: LineInput {
    func readLine(hidingInput: Bool) -> String? { nil }
}
