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

/// One household script, three faces, one resulting state. The script: add five foods,
/// add Sam (no diets), Mia (vegetarian) and Leo (avoids peanuts), change Leo to avoid
/// sesame too, pack for Sam and Mia only, and ask the offline chef. The state: the members
/// with their needs, and who each idea suits.
@Suite("Face agreement: household")
struct HouseholdFaceAgreementTests {
    private static let foods = ["peanut butter", "bread", "eggs", "ham", "cucumber", "rice", "apples"]

    /// What every face must leave: each member, and each idea's verdict line.
    struct HouseholdState: Equatable {
        let members: [String]
        let verdicts: [String]

        static func read(_ useCases: UseCases) async throws -> HouseholdState {
            let members = try await useCases.household.members().map { "\($0.name): \($0.needsSummary)\($0.packFor ? " *" : "")" }
            let verdicts = try await useCases.household.ideaVerdicts().map { "\($0.name): \($0.verdict.summary(Wordings()[.english]) ?? "")" }
            return HouseholdState(members: members, verdicts: verdicts)
        }
    }

    @Test func everyFaceLeavesTheSameHousehold() async throws {
        let cli = try await Self.commandLine()
        let api = try await Self.jsonAPI()
        let screens = try await Self.screenModels()
        #expect(cli == api)
        #expect(cli == screens)
        // Added at the same moment (the faces share one clock), they are listed by name.
        #expect(cli.members == ["Leo: no peanuts or sesame", "Mia: vegetarian *", "Sam: no diets *"])
        #expect(!cli.verdicts.isEmpty)
        // Packed for Sam and Mia, every idea suits both; Leo's verdict is said either way.
        for verdict in cli.verdicts {
            #expect(verdict.contains("suits Mia and Sam") || verdict.contains("suits Leo, Mia and Sam"), Comment(rawValue: verdict))
        }
    }

    static func commandLine() async throws -> HouseholdState {
        let home = try TemporaryDirectory()
        let databasePath = home.file("lunchbox.sqlite").path
        func run(_ arguments: [String]) async -> Int32 {
            await CLI.run(arguments + ["--database", databasePath], context: FaceAgreementTests.cliContext(home: home))
        }
        #expect(await run(["inventory", "add"] + foods) == 0)
        #expect(await run(["household", "add", "Sam"]) == 0)
        #expect(await run(["household", "add", "Mia", "--diet", "vegetarian"]) == 0)
        #expect(await run(["household", "add", "Leo", "--avoid", "peanuts"]) == 0)
        #expect(await run(["household", "set", "leo", "--avoid", "peanuts,sesame"]) == 0)
        #expect(await run(["household", "pack-for", "Sam", "Mia"]) == 0)
        #expect(await run(["ideas", "--engine", "offline"]) == 0)
        let (useCases, _) = try TestUseCases.make(database: try AppDatabase.open(path: databasePath), now: FaceAgreementTests.now)
        return try await HouseholdState.read(useCases)
    }

    static func jsonAPI() async throws -> HouseholdState {
        let (useCases, _) = try TestUseCases.make(now: FaceAgreementTests.now)
        let router = try await buildRouter(ServerDependencies(useCases: useCases), configuration: ServerConfiguration())
        try await Application(router: router).test(.router) { client in
            for food in foods {
                _ = try await client.sendJSON(.post, "/api/inventory", #"{"name": "\#(food)"}"#)
            }
            _ = try await client.sendJSON(.post, "/api/household", #"{"name": "Sam"}"#)
            _ = try await client.sendJSON(.post, "/api/household", #"{"name": "Mia", "diets": ["vegetarian"]}"#)
            struct Created: Decodable { let id: UUID }
            let leo = try JSONDecoder().decode(Created.self, from: Data(buffer: try await client.sendJSON(.post, "/api/household", #"{"name": "Leo", "avoids": ["peanuts"]}"#)))
            _ = try await client.sendJSON(.patch, "/api/household/\(leo.id.uuidString)", #"{"avoids": ["peanuts", "sesame"]}"#)
            _ = try await client.sendJSON(.put, "/api/household/pack-for", #"{"members": ["Sam", "Mia"]}"#)
            _ = try await client.sendJSON(.post, "/api/ideas", #"{"engine": "offline"}"#)
        }
        return try await HouseholdState.read(useCases)
    }

    @MainActor
    static func screenModels() async throws -> HouseholdState {
        let (useCases, _) = try TestUseCases.make(now: FaceAgreementTests.now)
        let kitchen = InventoryStore(inventory: useCases.inventory)
        for food in foods {
            _ = try await kitchen.add(InventoryItem(name: food))
        }
        let household = HouseholdViewModel(household: useCases.household, words: Wordings()[.english])
        await household.add(name: "Sam", diets: [], avoids: [])
        await household.add(name: "Mia", diets: [.vegetarian], avoids: [])
        await household.add(name: "Leo", diets: [], avoids: [.peanuts])
        let leo = try #require(household.members.first { $0.name == "Leo" })
        await household.set(leo, avoids: [.peanuts, .sesame])
        await household.packFor(household.members.filter { $0.name != "Leo" })
        #expect(household.errorMessage == nil)
        let suggestions = SuggestionsViewModel(ideas: useCases.ideas, words: Wordings()[.english])
        await suggestions.loadSuggestions(engine: .offline)
        await household.load()
        let first = try #require(suggestions.batch?.ideas.first)
        #expect(household.verdictLine(forIdea: first.id)?.contains("Mia and Sam") == true)
        return try await HouseholdState.read(useCases)
    }
}
