import Foundation
import LunchBoxCore
import LunchBoxHouseholdClient
import LunchBoxLive
import LunchBoxStorage
import LunchBoxTesting
import LunchBoxUseCases
import LunchBoxWire

/// Where the iPhone's screen models send their calls: this device's use cases, or the
/// household's server through its `/api` (`RemoteKitchen`, `RemoteIdeas`, …).
enum UseCasesUnderTest: String, CaseIterable, CustomStringConvertible, Sendable {
    case device
    case householdServer

    /// What the screen models hold, and a way to ask the offline chef for ideas (which the
    /// favorites are saved from).
    struct Household {
        let kitchen: any KitchenInventory
        let favorites: any FavoriteIdeas
        let meals: any MealLibrary
        let week: any WeekPlanning
        let ideas: any IdeaAsking
        let ideaActions: any IdeaActing
        let preferences: any PreferencesEditing
        let settings: any AISettingsEditing
        let scanning: any KitchenScanning
        let askTheOfflineChef: () async throws -> IdeaBatch
    }

    var description: String { rawValue }

    func run(_ body: (Household) async throws -> Void) async throws {
        switch self {
        case .device:
            try await body(Self.device())
        case .householdServer:
            try await LiveServer.with(passphrase: StoreUnderTest.passphrase) { server in
                // Answers, not speed, are under test: a starved CI machine may take far longer
                // than a phone would wait for its server.
                let api = HouseholdAPIClient(
                    server: server, passphrase: StoreUnderTest.passphrase, transport: AsyncHTTPClientTransport(), timeout: 600)
                let ideas = RemoteIdeas(api: api, clock: FixedClock(TestUseCases.monday), calendar: TestUseCases.utc)
                try await body(
                    Household(
                        kitchen: RemoteKitchen(api: api), favorites: RemoteFavorites(api: api), meals: RemoteMealLibrary(api: api),
                        week: RemoteWeekPlanner(api: api), ideas: ideas, ideaActions: ideas, preferences: RemotePreferences(api: api),
                        settings: RemoteSettings(api: api), scanning: RemoteScanning(api: api),
                        askTheOfflineChef: { try await api.send(IdeasRoutes.ask, body: .init(engine: .offline)) }))
            }
        }
    }

    /// A fresh household on this device.
    static func device() throws -> Household {
        let useCases = try TestUseCases.make(database: try AppDatabase.inMemory()).useCases
        return Household(
            kitchen: useCases.inventory, favorites: useCases.favorites, meals: useCases.plan, week: useCases.plan, ideas: useCases.ideas,
            ideaActions: LocalIdeaActions(ideas: useCases.ideas, plan: useCases.plan), preferences: useCases.preferences,
            settings: useCases.settings, scanning: useCases.scanning, askTheOfflineChef: { try await useCases.ideas.ask(engine: .offline) })
    }
}
