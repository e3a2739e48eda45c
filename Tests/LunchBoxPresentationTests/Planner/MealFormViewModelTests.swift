import Foundation
import LunchBoxCore
import LunchBoxPresentation
import Testing

@MainActor
@Suite("Meal form screen")
struct MealFormViewModelTests {
    private let clock = FixedClock(Date(timeIntervalSince1970: 1_800_000_000))

    @Test func blankDescriptionShowsTheSeedMessageAndSavesNothing() async {
        let repository = InMemoryPlanner()
        let model = MealFormViewModel(repository: repository, clock: clock)
        model.description = "   "
        model.primaryProtein = "chicken"
        #expect(!model.canSave)
        #expect(await model.save() == nil)
        #expect(model.errorMessage?.hasPrefix("Meal description cannot be empty") == true)
        #expect(await repository.allMeals.isEmpty)
    }

    @Test func savesANewMealWithCleanText() async throws {
        let repository = InMemoryPlanner()
        let model = MealFormViewModel(repository: repository, clock: clock)
        #expect(model.title == "New Meal" && !model.isEditing)
        model.description = " Chicken  wrap "
        model.primaryProtein = "chicken"
        model.primaryCarb = "tortilla"
        model.newComponent = "lettuce"
        #expect(model.addComponent())
        #expect(model.newComponent.isEmpty)
        let saved = try #require(await model.save())
        #expect(saved.description == "Chicken wrap")
        #expect(saved.otherComponents == ["lettuce"])
        #expect(saved.createdAt == clock.now())
        #expect(await repository.allMeals == [saved])
        #expect(model.errorMessage == nil)
    }

    @Test func componentsAreCleanedAndRepeatsDropped() {
        let model = MealFormViewModel(repository: InMemoryPlanner(), clock: clock)
        model.newComponent = "  Feta "
        #expect(model.addComponent())
        model.newComponent = "feta"
        #expect(!model.addComponent())
        model.newComponent = "   "
        #expect(!model.addComponent())
        model.newComponent = "olives"
        model.addComponent()
        #expect(model.otherComponents == ["Feta", "olives"])
        model.removeComponent(at: 0)
        model.removeComponent(at: 5)  // out of range: ignored
        #expect(model.otherComponents == ["olives"])
        #expect(model.errorMessage == nil)
    }

    @Test func componentLimitIsExplained() {
        let model = MealFormViewModel(repository: InMemoryPlanner(), clock: clock)
        for index in 0..<Meal.maximumComponentCount {
            model.newComponent = "item \(index)"
            model.addComponent()
        }
        model.newComponent = "one too many"
        #expect(!model.addComponent())
        #expect(model.otherComponents.count == Meal.maximumComponentCount)
        #expect(model.errorMessage?.contains("at most \(Meal.maximumComponentCount)") == true)
    }

    @Test func aComponentLeftInTheFieldIsSavedToo() async throws {
        let model = MealFormViewModel(repository: InMemoryPlanner(), clock: clock)
        model.description = "Salad"
        model.newComponent = "cucumber"
        let saved = try #require(await model.save())
        #expect(saved.otherComponents == ["cucumber"])
    }

    @Test func editingKeepsIdAndCreationTime() async throws {
        let original = Meal(description: "Soup", primaryProtein: "lentils", otherComponents: ["carrot"], createdAt: Date(timeIntervalSince1970: 0))
        let repository = InMemoryPlanner(meals: [original])
        let model = MealFormViewModel(repository: repository, clock: clock, editing: original)
        #expect(model.isEditing && model.title == "Edit Meal")
        #expect(model.description == "Soup" && model.primaryProtein == "lentils" && model.otherComponents == ["carrot"])
        model.description = "Lentil soup"
        let saved = try #require(await model.save())
        #expect(saved.id == original.id && saved.createdAt == original.createdAt)
        #expect(await repository.allMeals == [saved])
    }

    @Test func editingADeletedMealSaysSo() async {
        let gone = Meal(description: "Soup", createdAt: Date(timeIntervalSince1970: 0))
        let model = MealFormViewModel(repository: InMemoryPlanner(), clock: clock, editing: gone)
        #expect(await model.save() == nil)
        #expect(model.errorMessage?.hasPrefix("Meal not found") == true)
    }

    @Test func storageFailureIsReported() async {
        let repository = InMemoryPlanner()
        let model = MealFormViewModel(repository: repository, clock: clock)
        model.description = "Soup"
        await repository.failNextCall()
        #expect(await model.save() == nil)
        #expect(model.errorMessage?.hasPrefix("Failed to save the meal.") == true)
        #expect(await model.save() != nil)
        #expect(model.errorMessage == nil)
    }
}
