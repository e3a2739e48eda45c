import Foundation
import LunchBoxCore

/// The main job's orchestration, once: every face (the web app, the CLI, the screen
/// models) calls these and none re-implements them. Built once by a composition root
/// (`LiveUseCases` in LunchBoxLive, or a test) from a store and the services.
public struct UseCases: Sendable {
    /// What the composition root hands over: every use case's store at once (the
    /// `AppDatabase`). Each use case keeps only the part it asks for (`PlanUseCase.Store`...).
    public typealias Store = IdeasUseCase.Store & PlanUseCase.Store & PlayUseCase.Store & ScanningUseCase.Store & UndoUseCase.Store & HouseholdUseCase.Store
        & PackingUseCase.Store & AutoPlanUseCase.Store & HouseholdLanguageRepository & HouseholdUnitsRepository

    public let ideas: IdeasUseCase
    public let favorites: FavoritesUseCase
    public let inventory: InventoryUseCase
    public let preferences: PreferencesUseCase
    public let plan: PlanUseCase
    public let settings: SettingsUseCase
    public let scanning: ScanningUseCase
    /// Removals that can be taken back for a while.
    public let undo: UndoUseCase
    /// "Packed it": lunches take their amounts out of the kitchen.
    public let packing: PackingUseCase
    /// "Plan my week": empty days filled from the library, favorites and the chef.
    public let autoPlan: AutoPlanUseCase
    /// Points, badges, streaks, challenges and the household board.
    public let play: PlayUseCase
    /// The household's members, their diets and allergies, and the verdicts for each.
    public let household: HouseholdUseCase
    /// The ideas screen in one read.
    public let ideasHome: IdeasHomeUseCase
    /// Share cards (SVG and PNG) of favorites and recent ideas.
    public let shareCards: ShareCardUseCase
    /// Nutrition estimates, schema.org Recipe JSON-LD and recipe import.
    public let recipes: RecipesUseCase
    /// The language the household chose for its pages.
    public let language: HouseholdLanguageUseCase
    /// The units the household chose for amounts LunchBox works out.
    public let units: HouseholdUnitsUseCase
    /// The food lexicon the use cases were built with, for faces that show pictures.
    public let lexicon: FoodLexicon
    public let clock: any AppClock
    public let calendar: Calendar

    /// `scanning` lends the platform's recognizers and image library; `cardRasterizer` draws
    /// share cards as PNG; `playLevel` says which chef personas are unlocked (the player's
    /// level from play unless a test gives another). The offline chef's seed comes from the
    /// kitchen, the preferences and the batch number, so no seed is given here.
    /// `onDeviceIdeas` is Apple's on-device model on an iPhone that has one (nil elsewhere).
    public init(
        store: some Store,
        secrets: any SecretStore,
        chatClient: ChatClient,
        lexicon: FoodLexicon,
        clock: any AppClock,
        calendar: Calendar,
        scanning: ScanningServices = .none,
        cardRasterizer: any CardRasterizer = UnavailableCardRasterizer(),
        playLevel: (any PlayLevelProviding)? = nil,
        onDeviceIdeas: (any IdeaEngine)? = nil,
        nutritionTable: NutritionTable? = nil
    ) {
        let chef = OfflineChef(lexicon: lexicon)
        let play = PlayUseCase(store: store, clock: clock, calendar: calendar)
        self.play = play
        let household = HouseholdUseCase(store: store, lexicon: lexicon, clock: clock)
        self.household = household
        let ideas = IdeasUseCase(
            store: store, secrets: secrets, chatClient: chatClient, chef: chef, clock: clock, calendar: calendar, imagePreparer: scanning.imagePreparer, play: play,
            onDevice: onDeviceIdeas, needs: { try await household.packingNeeds() })
        self.ideas = ideas
        let favorites = FavoritesUseCase(store: store, ideas: ideas, clock: clock, play: play)
        let inventory = InventoryUseCase(repository: store, clock: clock, calendar: calendar, lexicon: lexicon, play: play)
        self.favorites = favorites
        self.inventory = inventory
        self.ideasHome = IdeasHomeUseCase(ideas: ideas, inventory: inventory, household: household)
        let preferences = PreferencesUseCase(repository: store, playLevel: playLevel ?? play)
        self.preferences = preferences
        let units = HouseholdUnitsUseCase(store: store)
        self.units = units
        let plan = PlanUseCase(store: store, ideas: ideas, lexicon: lexicon, clock: clock, calendar: calendar, staples: chef.staples, play: play, units: units)
        self.plan = plan
        self.settings = SettingsUseCase(repository: store, secrets: secrets)
        self.language = HouseholdLanguageUseCase(store: store)
        self.undo = UndoUseCase(store: store, favorites: favorites, inventory: inventory, plan: plan, clock: clock)
        self.packing = PackingUseCase(store: store, ideas: ideas, lexicon: lexicon, clock: clock, calendar: calendar, staples: chef.staples, play: play, units: units)
        self.autoPlan = AutoPlanUseCase(
            store: store, lexicon: lexicon, clock: clock, calendar: calendar, chef: chef, needs: { try await household.packingNeeds() },
            recordPlanned: { await plan.recordPlanned($0, on: $1) })
        self.scanning = ScanningUseCase(store: store, secrets: secrets, chatClient: chatClient, services: scanning, lexicon: lexicon, clock: clock)
        // The bundled USDA table unless a test gives another, read when nutrition is first shown; a
        // missing resource estimates nothing rather than stopping the app.
        let recipes = RecipesUseCase(
            lexicon: lexicon, table: { nutritionTable ?? (try? NutritionTable.bundled()) ?? NutritionTable(source: "", entries: []) }, favorites: favorites,
            plan: plan)
        self.recipes = recipes
        self.shareCards = ShareCardUseCase(
            favorites: favorites, ideas: ideas, rasterizer: cardRasterizer, persona: { try await preferences.chosenPersona() },
            nutrition: { recipes.nutrition(for: $0).total.cardLine })
        self.lexicon = lexicon
        self.clock = clock
        self.calendar = calendar
    }
}
