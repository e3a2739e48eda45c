import Foundation
import LunchBoxCore
import LunchBoxStorage
import LunchBoxTesting
import LunchBoxUseCases

/// The store behind the use cases for tests that need more than `TestUseCases.make`:
/// an in-memory database, with the inventory optionally kept in memory (as an iOS
/// session keeps it), and a switch that makes the next call fail, to see how a screen
/// reports a storage failure.
actor ScriptedStore: KitchenStore {
    /// What a failing call throws: a storage problem, as the database would report one.
    static let failure = StorageError.corruptValue(table: "test", reason: "the test made this call fail")

    let database: AppDatabase
    private let kitchen: any InventoryRepository
    private var failNext = false

    init(inventory: (any InventoryRepository)? = nil) throws {
        let database = try AppDatabase.inMemory()
        self.database = database
        self.kitchen = inventory ?? database
    }

    /// The use cases every face gets, built on this store as `TestUseCases.make` builds
    /// them on a database.
    nonisolated func useCases(now: Date = TestUseCases.monday, calendar: Calendar = TestUseCases.utc) throws -> UseCases {
        UseCases(
            store: self, secrets: InMemorySecretStore(),
            chatClient: ChatClient(transport: RecordingTransport(body: ""), networkMonitor: FixedNetworkMonitor(online: true)),
            lexicon: try KitchenGenerators.lexicon(), clock: FixedClock(now), calendar: calendar)
    }

    func failNextCall() { failNext = true }

    private func checkFailure() throws {
        guard failNext else { return }
        failNext = false
        throw Self.failure
    }

    // MARK: - Inventory

    func inventory() async throws -> Inventory {
        try checkFailure()
        return try await kitchen.inventory()
    }

    func addInventoryItem(_ item: InventoryItem) async throws -> InventoryItem {
        try checkFailure()
        return try await kitchen.addInventoryItem(item)
    }

    func updateInventoryItem(_ item: InventoryItem) async throws -> InventoryItem {
        try checkFailure()
        return try await kitchen.updateInventoryItem(item)
    }

    func removeInventoryItem(id: UUID) async throws -> InventoryItem {
        try checkFailure()
        return try await kitchen.removeInventoryItem(id: id)
    }

    func clearInventory() async throws {
        try checkFailure()
        try await kitchen.clearInventory()
    }

    // MARK: - Preferences, recent ideas, favorites, AI settings

    func dietaryPreferences() async throws -> DietaryPreferences {
        try checkFailure()
        return try await database.dietaryPreferences()
    }

    func saveDietaryPreferences(_ preferences: DietaryPreferences) async throws {
        try checkFailure()
        try await database.saveDietaryPreferences(preferences)
    }

    func ideaPreferences() async throws -> IdeaPreferences {
        try checkFailure()
        return try await database.ideaPreferences()
    }

    func saveIdeaPreferences(_ preferences: IdeaPreferences) async throws {
        try checkFailure()
        try await database.saveIdeaPreferences(preferences)
    }

    func recentIdeas() async throws -> IdeaBatch? {
        try checkFailure()
        return try await database.recentIdeas()
    }

    func saveRecentIdeas(_ batch: IdeaBatch) async throws {
        try checkFailure()
        try await database.saveRecentIdeas(batch)
    }

    func favorites() async throws -> [LunchBoxIdea] {
        try checkFailure()
        return try await database.favorites()
    }

    func favoriteSummaries() async throws -> [FavoriteSummary] {
        try checkFailure()
        return try await database.favoriteSummaries()
    }

    func favorite(id: UUID) async throws -> LunchBoxIdea? {
        try checkFailure()
        return try await database.favorite(id: id)
    }

    func saveFavorite(_ idea: LunchBoxIdea, at date: Date) async throws -> LunchBoxIdea {
        try checkFailure()
        return try await database.saveFavorite(idea, at: date)
    }

    func deleteFavorite(id: UUID) async throws -> Bool {
        try checkFailure()
        return try await database.deleteFavorite(id: id)
    }

    func aiConfiguration() async throws -> AIConfiguration {
        try checkFailure()
        return try await database.aiConfiguration()
    }

    func saveAIConfiguration(_ configuration: AIConfiguration) async throws {
        try checkFailure()
        try await database.saveAIConfiguration(configuration)
    }

    // MARK: - Meals and the plan

    func meals() async throws -> [Meal] {
        try checkFailure()
        return try await database.meals()
    }

    func meal(id: UUID) async throws -> Meal? {
        try checkFailure()
        return try await database.meal(id: id)
    }

    func addMeal(_ meal: Meal) async throws -> Meal {
        try checkFailure()
        return try await database.addMeal(meal)
    }

    func updateMeal(_ meal: Meal) async throws -> Meal {
        try checkFailure()
        return try await database.updateMeal(meal)
    }

    func deleteMeal(id: UUID) async throws -> Bool {
        try checkFailure()
        return try await database.deleteMeal(id: id)
    }

    func plannedDays(mealID: UUID) async throws -> [CalendarDay] {
        try checkFailure()
        return try await database.plannedDays(mealID: mealID)
    }

    func assignMeal(id mealID: UUID, to day: CalendarDay, at date: Date) async throws -> MealAssignment {
        try checkFailure()
        return try await database.assignMeal(id: mealID, to: day, at: date)
    }

    func assignments(in days: ClosedRange<CalendarDay>) async throws -> [MealAssignment] {
        try checkFailure()
        return try await database.assignments(in: days)
    }

    func plannedMeals(in days: ClosedRange<CalendarDay>) async throws -> [PlannedMeal] {
        try checkFailure()
        return try await database.plannedMeals(in: days)
    }

    func removeAssignment(id: UUID) async throws -> Bool {
        try checkFailure()
        return try await database.removeAssignment(id: id)
    }

    func weekStart() async throws -> Weekday {
        try checkFailure()
        return try await database.weekStart()
    }

    func saveWeekStart(_ weekStart: Weekday) async throws {
        try checkFailure()
        try await database.saveWeekStart(weekStart)
    }

    func scanSettings() async throws -> ScanSettings {
        try checkFailure()
        return try await database.scanSettings()
    }

    func saveScanSettings(_ settings: ScanSettings) async throws {
        try checkFailure()
        try await database.saveScanSettings(settings)
    }

    func productName(forBarcode barcode: String) async throws -> String? {
        try checkFailure()
        return try await database.productName(forBarcode: barcode)
    }

    func saveProductName(_ name: String, forBarcode barcode: String, at date: Date) async throws {
        try checkFailure()
        try await database.saveProductName(name, forBarcode: barcode, at: date)
    }

    func boughtItemKeys(weekStart: CalendarDay) async throws -> Set<String> {
        try checkFailure()
        return try await database.boughtItemKeys(weekStart: weekStart)
    }

    func setShoppingItem(key: String, bought: Bool, weekStart: CalendarDay, at date: Date, addingToKitchen kitchenItem: InventoryItem?) async throws {
        try checkFailure()
        try await database.setShoppingItem(key: key, bought: bought, weekStart: weekStart, at: date, addingToKitchen: kitchenItem)
    }
}

// MARK: - Play

extension ScriptedStore {
    func players() async throws -> [Player] {
        try checkFailure()
        return try await database.players()
    }

    func currentPlayer(at date: Date) async throws -> Player {
        try checkFailure()
        return try await database.currentPlayer(at: date)
    }

    func currentPlayProgress(at date: Date) async throws -> (player: Player, progress: PlayProgress) {
        try checkFailure()
        return try await database.currentPlayProgress(at: date)
    }

    func addPlayer(named name: String, at date: Date) async throws -> Player {
        try checkFailure()
        return try await database.addPlayer(named: name, at: date)
    }

    func renamePlayer(id: UUID, to name: String) async throws -> Player {
        try checkFailure()
        return try await database.renamePlayer(id: id, to: name)
    }

    func switchPlayer(to id: UUID) async throws {
        try checkFailure()
        try await database.switchPlayer(to: id)
    }

    func playBoard() async throws -> [(player: Player, progress: PlayProgress)] {
        try checkFailure()
        return try await database.playBoard()
    }

    func updateCurrentPlayProgress<Result: Sendable>(
        at date: Date, _ change: @escaping @Sendable (Player, inout PlayProgress) throws -> Result
    ) async throws -> Result {
        try checkFailure()
        return try await database.updateCurrentPlayProgress(at: date, change)
    }

    func playTimeZone() async throws -> String? {
        try checkFailure()
        return try await database.playTimeZone()
    }

    func savePlayTimeZone(_ identifier: String?) async throws {
        try checkFailure()
        try await database.savePlayTimeZone(identifier)
    }
}
