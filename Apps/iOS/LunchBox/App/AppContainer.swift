import Foundation
import LunchBoxCore
import LunchBoxHouseholdClient
import LunchBoxPresentation
import LunchBoxStorage
import LunchBoxURLSession
import LunchBoxUseCases

/// The app's composition root: builds the use cases once, at launch, from the Apple
/// adapters (the same `UseCases` the web app and the CLI are built on), and the screen
/// models on them. `LunchBoxApp` injects these once at the root of the view tree.
@MainActor
final class AppContainer {
    let useCases: UseCases
    let inventoryStore: InventoryStore
    let tabs: AppTabsModel
    let onboarding: OnboardingModel
    let inventory: InventoryViewModel
    let scanner: ScannerViewModel
    let camera: ScannerCamera
    let suggestions: SuggestionsViewModel
    let favorites: FavoritesViewModel
    let ideaActions: IdeaActionsModel
    let preferences: PreferencesViewModel
    let settings: SettingsViewModel
    let meals: MealListViewModel
    let planner: WeeklyPlannerViewModel
    let shopping: ShoppingListViewModel
    let calendarExport: CalendarExportViewModel
    let kitchenMemory: KitchenMemoryViewModel
    let householdServer: HouseholdServerViewModel
    private let mealLibrary: any MealLibrary
    /// The system's language, which every screen model speaks (its errors too).
    private let words: Wording

    /// `onSwitch` is told when the person moves the kitchen (the app then builds a new
    /// container on the new store).
    init(launch: LaunchOptions, onSwitch: @escaping @MainActor (HouseholdServer?) -> Void) throws {
        let lexicon = try FoodLexicon.bundled()
        let transport = URLSessionTransport()
        let network: any NetworkMonitor = launch.isOffline ? OfflineNetworkMonitor() : PathNetworkMonitor()
        let secrets: any SecretStore =
            launch.isUITesting ? KeychainSecretStore(service: "app.lunchbox.ui-tests") : KeychainSecretStore()
        if launch.isUITesting { try? secrets.deleteAPIKey() }
        let labels = VisionLabelRecognizer(lexicon: lexicon)
        let scanning = ScanningServices(
            recognizers: [VisionClassifierRecognizer(), labels],
            imagePreparer: ImageIOPreparer(), imageModel: VisionFeaturePrintModel(), documentReader: labels)
        let servers = KeychainServerStore(service: launch.isUITesting ? "app.lunchbox.ui-tests.server" : KeychainServerStore.defaultService)
        if launch.isUITesting { try? servers.deleteServer() }
        let server = try servers.loadServer()
        // This iPhone's own database holds its kitchen when no household server is chosen,
        // and stays as it was while one is (switching back finds it again).
        let useCases = UseCases(
            store: try launch.isUITesting ? AppDatabase.inMemory() : AppDatabase.open(path: Self.databasePath()),
            secrets: secrets, chatClient: ChatClient(transport: transport, networkMonitor: network), lexicon: lexicon,
            clock: DeviceClock(), calendar: .autoupdatingCurrent, scanning: scanning,
            onDeviceIdeas: launch.isUITesting ? nil : OnDeviceIdeas.engine())
        self.useCases = useCases

        // With a household server, every screen calls its /api, where the use cases run
        // in the server's transactions; otherwise this iPhone's use cases answer.
        let api = server.map { HouseholdAPIClient(server: $0.url, passphrase: $0.passphrase, transport: transport) }
        let kitchen: any KitchenInventory = api.map { RemoteKitchen(api: $0) } ?? useCases.inventory
        let scans: any KitchenScanning = api.map { RemoteScanning(api: $0) } ?? useCases.scanning
        let remoteIdeas = api.map { RemoteIdeas(api: $0, clock: DeviceClock(), calendar: .autoupdatingCurrent) }
        let store = InventoryStore(inventory: kitchen)
        inventoryStore = store
        let flags = UserDefaultsOnboardingFlagStore(defaults: launch.isUITesting ? .freshForUITests() : .standard)
        // The system's language: the first of the person's languages LunchBox speaks; the
        // system's region for units and weeks ("en_US": ounces, weeks from Sunday).
        let words = Wordings()[Language.preferred(among: Locale.preferredLanguages) ?? .english]
            .following(region: LocaleRegion.of(tag: Locale.current.identifier))
        self.words = words
        tabs = AppTabsModel(inventory: store, words: words)
        onboarding = OnboardingModel(flags: flags, words: words)
        inventory = InventoryViewModel(store: store, words: words)
        scanner = ScannerViewModel(inventory: store, scanning: scans, words: words)
        kitchenMemory = KitchenMemoryViewModel(scanning: scans, words: words)
        camera = ScannerCamera(scanner: scanner, deniedForTesting: launch.isCameraDenied)
        suggestions = SuggestionsViewModel(
            ideas: remoteIdeas ?? useCases.ideas, nutrition: { [recipes = useCases.recipes] in recipes.nutrition(for: $0) }, words: words)
        let favoriteIdeas: any FavoriteIdeas = api.map { RemoteFavorites(api: $0) } ?? useCases.favorites
        favorites = FavoritesViewModel(favorites: favoriteIdeas, words: words)
        ideaActions = IdeaActionsModel(actions: remoteIdeas ?? LocalIdeaActions(ideas: useCases.ideas, plan: useCases.plan), words: words)
        preferences = PreferencesViewModel(preferences: api.map { RemotePreferences(api: $0) } ?? useCases.preferences, words: words)
        settings = SettingsViewModel(settings: api.map { RemoteSettings(api: $0) } ?? useCases.settings, words: words)
        let week: any WeekPlanning = api.map { RemoteWeekPlanner(api: $0) } ?? useCases.plan
        mealLibrary = week
        meals = MealListViewModel(library: week, words: words)
        planner = WeeklyPlannerViewModel(plan: week, words: words)
        shopping = ShoppingListViewModel(plan: week, words: words)
        calendarExport = CalendarExportViewModel(plan: week, words: words)
        householdServer = HouseholdServerViewModel(servers: servers, transport: transport, words: words, onSwitch: onSwitch)
    }

    /// The week's plan as a temporary `.ics` file for the share sheet; nil (with the
    /// reason on the export model) when there is nothing to export or it cannot be written.
    func calendarFileURL(for week: PlanWeek) async -> URL? {
        guard let file = await calendarExport.prepare(week: week) else { return nil }
        do {
            return try CalendarFileWriter.write(file)
        } catch {
            calendarExport.errorMessage = UserFacingError(error).message(words)
            return nil
        }
    }

    /// A fresh form for a new meal, or for editing one.
    func mealForm(editing meal: Meal? = nil) -> MealFormViewModel {
        MealFormViewModel(library: mealLibrary, editing: meal, words: words)
    }

    /// Application Support/LunchBox/lunchbox.sqlite: backed up with the iPhone, so
    /// favorites and plans survive a restore.
    private static func databasePath() throws -> String {
        let folder = try FileManager.default.url(for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
            .appendingPathComponent("LunchBox", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent("lunchbox.sqlite").path
    }
}
