import Foundation
import LunchBoxCore

/// One repository call as it travels to the household's server: a case per function of
/// the repository protocols, labelled arguments as JSON (`{"meal": {"id": "…"}}`).
///
/// Adding a repository function is three small steps, all in this module: a case here,
/// the method in a `RemoteStore+…` file that sends it, and the line in `StoreCallHandler`
/// that answers it. Functions that take a closure travel as "replace what I read with
/// this" (`replaceMember`, `replaceCurrentPlayProgress`, `pack`): the closure runs on the
/// phone and the server refuses the write when the value changed meanwhile.
public enum StoreCall: Codable, Equatable, Sendable {
    // InventoryRepository
    case inventory
    case addInventoryItems(items: [InventoryItem])
    case updateInventoryItem(item: InventoryItem)
    case removeInventoryItem(id: UUID)
    case clearInventory
    // PreferencesRepository
    case dietaryPreferences
    case saveDietaryPreferences(preferences: DietaryPreferences)
    case replaceDietaryPreferences(expected: DietaryPreferences, new: DietaryPreferences)
    case ideaPreferences
    case saveIdeaPreferences(preferences: IdeaPreferences)
    case savePreferences(diets: DietaryPreferences, ideas: IdeaPreferences)
    // RecentIdeasRepository
    case recentIdeas
    case saveRecentIdeas(batch: IdeaBatch)
    case reserveIdeaBatchNumber
    // FavoritesRepository
    case favorites
    case favoriteSummaries
    case favorite(id: UUID)
    case saveFavorite(idea: LunchBoxIdea, at: Date)
    case deleteFavorite(id: UUID)
    // AISettingsRepository
    case aiConfiguration
    case saveAIConfiguration(configuration: AIConfiguration)
    case replaceAIConfiguration(expected: AIConfiguration, new: AIConfiguration)
    // MealRepository
    case meals
    case meal(id: UUID)
    case addMeal(meal: Meal)
    case updateMeal(id: UUID, edit: WireMealEdit)
    case addMealUnlessPresent(candidate: Meal)
    case deleteMeal(id: UUID, confirmed: Bool)
    case plannedDays(mealID: UUID)
    // PlanRepository
    case assignMeal(id: UUID, days: [CalendarDay], at: Date)
    case planMeal(candidate: Meal, day: CalendarDay, at: Date)
    case assignments(from: CalendarDay, through: CalendarDay)
    case plannedMeals(from: CalendarDay, through: CalendarDay)
    case removeAssignment(id: UUID)
    // PlannerSettingsRepository
    case weekStart
    case saveWeekStart(weekStart: Weekday)
    // ShoppingListRepository
    case boughtItemKeys(weekStart: CalendarDay)
    case setShoppingItem(key: String, bought: Bool, weekStart: CalendarDay, at: Date, kitchenItem: InventoryItem?, expectedKitchen: [InventoryItem]?)
    // PlayRepository
    case currentPlayer(at: Date)
    case currentPlayProgress(at: Date)
    case switchPlayer(id: UUID)
    case playBoard
    case replaceCurrentPlayProgress(at: Date, playerID: UUID, expected: PlayProgress, new: PlayProgress)
    case playTimeZone
    case savePlayTimeZone(identifier: String?)
    // ScanRepository
    case scanSettings
    case saveScanSettings(settings: ScanSettings)
    case replaceScanSettings(expected: ScanSettings, new: ScanSettings)
    case productName(barcode: String)
    case saveProductName(name: String, barcode: String, at: Date)
    case confirmScannedItems(items: [WireScannedItem], at: Date)
    case receiptWords
    case confirmReceiptItems(items: [InventoryItem], words: [String: String], at: Date)
    // KitchenMemoryRepository
    case memoryExamples(model: String)
    case rememberFood(food: String, print: WireFeaturePrint, at: Date)
    case confirmScannedItemsRemembering(items: [WireScannedItem], food: String, print: WireFeaturePrint, at: Date)
    case learnedFoods
    case forgetFood(food: String)
    case forgetAllFoods
    // RecognizerAnswerRepository
    case answeredDetail(kind: RecognizerKind)
    case recordAnswer(kind: RecognizerKind, detail: String, at: Date)
    // HouseholdRepository
    case members
    case addMember(member: HouseholdMember)
    case replaceMember(id: UUID, expected: HouseholdMember, new: HouseholdMember)
    case packFor(ids: [UUID])
    case removeMember(id: UUID)
    // PackingRepository, AutoPlanRepository
    case pack(sourceKey: String, name: String, day: CalendarDay, at: Date, expected: [InventoryItem], packing: Packing)
    case undoPacking(id: UUID)
    case applyAutoPlan(id: UUID, choices: [WeekAutoPlanner.Choice], at: Date)
    case undoAutoPlan(id: UUID)
    case swapAutoPlannedDay(id: UUID, choice: WeekAutoPlanner.Choice, at: Date)
    case autoPlanMealIDs(id: UUID)
}
