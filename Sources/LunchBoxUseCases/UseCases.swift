import Foundation
import LunchBoxCore

/// Everything the use cases keep: one value that is all the repositories at once. On the
/// web and CLI faces it is the `AppDatabase`; tests may use the in-memory one.
public typealias KitchenStore = InventoryRepository & PreferencesRepository & RecentIdeasRepository & FavoritesRepository & AISettingsRepository & MealRepository
    & PlanRepository & PlannerSettingsRepository & ShoppingListRepository & ScanRepository

/// The main job's orchestration, once: every face (the web app, the CLI, the screen
/// models) calls these and none re-implements them. Built once by a composition root
/// (`LiveUseCases` in LunchBoxLive, or a test) from a store and the services.
public struct UseCases: Sendable {
    public let ideas: IdeasUseCase
    public let favorites: FavoritesUseCase
    public let inventory: InventoryUseCase
    public let preferences: PreferencesUseCase
    public let plan: PlanUseCase
    public let settings: SettingsUseCase
    public let scanning: ScanningUseCase
    /// The food lexicon the use cases were built with, for faces that show pictures.
    public let lexicon: FoodLexicon
    public let clock: any AppClock
    public let calendar: Calendar

    /// `scanning` lends the platform's recognizers and image library; `playLevel` says
    /// which chef personas are unlocked. `makeSeed` gives the offline chef a fresh variation per request; tests fix it.
    public init(
        store: some KitchenStore,
        secrets: any SecretStore,
        chatClient: ChatClient,
        lexicon: FoodLexicon,
        clock: any AppClock,
        calendar: Calendar,
        scanning: ScanningServices = .none,
        playLevel: any PlayLevelProviding = FirstPlayLevel(),
        makeSeed: @escaping @Sendable () -> UInt64 = { UInt64.random(in: .min ... .max) }
    ) {
        let chef = OfflineChef(lexicon: lexicon)
        let ideas = IdeasUseCase(store: store, secrets: secrets, chatClient: chatClient, chef: chef, clock: clock, calendar: calendar, imagePreparer: scanning.imagePreparer, makeSeed: makeSeed)
        self.ideas = ideas
        self.favorites = FavoritesUseCase(store: store, ideas: ideas, clock: clock)
        self.inventory = InventoryUseCase(repository: store, clock: clock, calendar: calendar)
        self.preferences = PreferencesUseCase(repository: store, playLevel: playLevel)
        self.plan = PlanUseCase(store: store, ideas: ideas, lexicon: lexicon, clock: clock, calendar: calendar, staples: chef.staples)
        self.settings = SettingsUseCase(repository: store, secrets: secrets)
        self.scanning = ScanningUseCase(store: store, secrets: secrets, chatClient: chatClient, services: scanning, lexicon: lexicon, clock: clock)
        self.lexicon = lexicon
        self.clock = clock
        self.calendar = calendar
    }
}
