import Foundation
import LunchBoxCore
import LunchBoxPresentation
import LunchBoxStorage
import LunchBoxTesting
import LunchBoxUseCases
import Testing

@MainActor
@Suite("Meal form screen")
struct MealFormViewModelTests {
    private let now = Date(timeIntervalSince1970: 1_800_000_000)

    /// A form on the use cases (whose clock says `now`), over a database holding `meals`.
    private func makeForm(meals: [Meal] = [], editing meal: Meal? = nil) async throws -> (MealFormViewModel, AppDatabase) {
        let (useCases, database) = try TestUseCases.make(now: now)
        for meal in meals { try await database.addMeal(meal) }
        return (MealFormViewModel(library: useCases.plan, editing: meal, words: .english), database)
    }

    @Test func blankDescriptionShowsTheSeedMessageAndSavesNothing() async throws {
        let (model, database) = try await makeForm()
        model.description = "   "
        model.primaryProtein = "chicken"
        #expect(!model.canSave)
        #expect(await model.save() == nil)
        #expect(model.errorMessage?.hasPrefix("Meal description cannot be empty") == true)
        #expect(try await database.meals().isEmpty)
    }

    @Test func savesANewMealWithCleanText() async throws {
        let (model, database) = try await makeForm()
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
        #expect(saved.createdAt == now)
        #expect(try await database.meals() == [saved])
        #expect(model.errorMessage == nil)
    }

    @Test func componentsAreCleanedAndRepeatsDropped() async throws {
        let (model, _) = try await makeForm()
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

    @Test func componentLimitIsExplained() async throws {
        let (model, _) = try await makeForm()
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
        let (model, _) = try await makeForm()
        model.description = "Salad"
        model.newComponent = "cucumber"
        let saved = try #require(await model.save())
        #expect(saved.otherComponents == ["cucumber"])
    }

    @Test func editingKeepsIdAndCreationTime() async throws {
        let original = Meal(description: "Soup", primaryProtein: "lentils", otherComponents: ["carrot"], createdAt: Date(timeIntervalSince1970: 0))
        let (model, database) = try await makeForm(meals: [original], editing: original)
        #expect(model.isEditing && model.title == "Edit Meal")
        #expect(model.description == "Soup" && model.primaryProtein == "lentils" && model.otherComponents == ["carrot"])
        model.description = "Lentil soup"
        let saved = try #require(await model.save())
        #expect(saved.id == original.id && saved.createdAt == original.createdAt)
        #expect(try await database.meals() == [saved])
    }

    @Test func editingADeletedMealSaysSo() async throws {
        let gone = Meal(description: "Soup", createdAt: Date(timeIntervalSince1970: 0))
        let (model, _) = try await makeForm(editing: gone)
        #expect(await model.save() == nil)
        #expect(model.errorMessage?.hasPrefix("Meal not found") == true)
    }

    @Test func storageFailureIsReported() async throws {
        let store = try BreakableDatabase()
        let model = MealFormViewModel(library: try store.useCases(now: now).plan, words: .english)
        model.description = "Soup"
        try store.hide("meal")
        #expect(await model.save() == nil)
        let expected = await store.message { try await store.database.addMeal(Meal(description: "Soup", createdAt: now)) }
        #expect(expected != nil && model.errorMessage == expected)
        try store.mend("meal")
        #expect(try await store.database.meals().isEmpty)
        #expect(await model.save() != nil)
        #expect(model.errorMessage == nil)
    }

    /// A list hands over every swiped row at once: removing them one by one in ascending
    /// order shifted the later positions ("a, b, c, d" minus rows 1 and 3 left "a, c"
    /// only by luck, and minus rows 0 and 1 removed "a" and "c").
    @Test func removingSeveralRowsRemovesExactlyThose() async throws {
        let (model, _) = try await makeForm()
        for component in ["lettuce", "tomato", "cucumber", "cheese"] {
            model.newComponent = component
            model.addComponent()
        }
        #expect(model.componentRows.map(\.id) == ["lettuce", "tomato", "cucumber", "cheese"])
        model.removeComponents(at: IndexSet([0, 1]))
        #expect(model.componentRows.map(\.name) == ["cucumber", "cheese"])
        model.removeComponents(at: IndexSet([1, 7]))
        #expect(model.componentRows.map(\.name) == ["cucumber"], "a position past the end is ignored")
    }
}
