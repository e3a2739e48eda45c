import Foundation
import LunchBoxCore
import LunchBoxStorage
import LunchBoxTesting
import Testing

@Suite("Meal library from the command line")
struct PlannerMealsCommandTests {
    /// Three meals: 1 chicken wrap, 2 tofu rice bowl, 3 pasta salad (no protein).
    static func library() async throws -> CLIHarness {
        let cli = try CLIHarness()
        #expect(await cli.run("meals", "add", "Chicken wrap", "--protein", "Chicken", "--carb", "tortilla", "--component", "lettuce", "--component", "mayo").status == 0)
        #expect(await cli.run("meals", "add", "Tofu rice bowl", "--protein", "tofu", "--carb", "Rice", "--component", "Lettuce", "--component", "soy sauce").status == 0)
        #expect(await cli.run("meals", "add", "Pasta salad", "--carb", "pasta", "--component", "cherry tomatoes").status == 0)
        return cli
    }

    @Test func anEmptyLibrarySaysHowToAddAMeal() async throws {
        let cli = try CLIHarness()
        #expect(await cli.run("meals").output.contains("The meal library is empty. Add a meal with: lunchbox meals add"))
        #expect(await cli.run("meals", "filter", "--protein", "chicken").output.contains("The meal library is empty"))
        #expect(try JSONDecoder().decode([Meal].self, from: Data(await cli.run("meals", "list", "--json").output.utf8)).isEmpty)
    }

    @Test func mealsAreAddedAndListedNumberedWithTheirParts() async throws {
        // Given a library of three meals
        let cli = try await Self.library()
        // When it is listed
        let list = await cli.run("meals", "list")
        // Then each meal is numbered, oldest first, with its protein, carb and components
        #expect(list.status == 0)
        #expect(list.output.hasPrefix("Meals (3):\n"))
        #expect(list.output.contains("  1. Chicken wrap — protein: Chicken · carb: tortilla · with: lettuce, mayo  ["))
        #expect(list.output.contains("  3. Pasta salad — carb: pasta · with: cherry tomatoes  ["))
        let meals = try PlannerJSON.decode([Meal].self, from: Data(await cli.run("meals", "list", "--json").output.utf8))
        #expect(meals.map(\.description) == ["Chicken wrap", "Tofu rice bowl", "Pasta salad"])
        #expect(meals[1].otherComponents == ["Lettuce", "soy sauce"])
        #expect(list.output.contains("[\(String(meals[0].id.uuidString.lowercased().prefix(8)))]"))
    }

    @Test func addingPrintsTheNewMealAndItsNumber() async throws {
        let cli = try await Self.library()
        let added = await cli.run("meals", "add", "  Egg   fried rice ", "--protein", "egg")
        #expect(added.output.contains("  4. Egg fried rice — protein: egg  ["))
        #expect(added.output.contains("Plan it with: lunchbox plan assign 4 DAY"))
        let json = await cli.run("meals", "add", "Soup", "--json")
        let meal = try PlannerJSON.decode(Meal.self, from: Data(json.output.utf8))
        #expect(meal.description == "Soup" && meal.primaryProtein.isEmpty)
    }

    @Test func filtersIgnoreCaseAndNeedEveryCriterion() async throws {
        let cli = try await Self.library()
        let lettuce = await cli.run("meals", "filter", "--component", "LETTUCE")
        #expect(lettuce.output.contains("Meals with component \"LETTUCE\" (2 of 3):"))
        #expect(lettuce.output.contains("  1. Chicken wrap"))
        #expect(lettuce.output.contains("  2. Tofu rice bowl"))
        #expect(!lettuce.output.contains("Pasta salad"))
        // The numbers stay the library's, so they can be used with plan assign.
        let rice = await cli.run("meals", "filter", "--carb", "rice", "--component", "lettuce")
        #expect(rice.output.contains("Meals with carb \"rice\" and component \"lettuce\" (1 of 3):\n  2. Tofu rice bowl"))
    }

    @Test func aFilterWithNoResultSaysSoAndListsTheChoices() async throws {
        let cli = try await Self.library()
        let none = await cli.run("meals", "filter", "--protein", "chicken", "--carb", "rice")
        #expect(none.status == 0)
        #expect(none.output.contains("No meals match protein \"chicken\" and carb \"rice\"."))
        #expect(none.output.contains("Proteins:   Chicken, tofu"))
        #expect(none.output.contains("Carbs:      pasta, Rice, tortilla"))
        #expect(none.output.contains("Components: cherry tomatoes, lettuce, mayo, soy sauce"))
        struct Result: Decodable {
            let criteria: FilterCriteria
            let meals: [Meal]
            let options: FilterOptions
        }
        let json = try PlannerJSON.decode(Result.self, from: Data(await cli.run("meals", "filter", "--protein", "beef", "--json").output.utf8))
        #expect(json.meals.isEmpty)
        #expect(json.criteria.proteinFilter == "beef")
        #expect(json.options.proteins == ["Chicken", "tofu"])
    }

    @Test func editingChangesOnlyWhatIsGiven() async throws {
        let cli = try await Self.library()
        let edited = await cli.run("meals", "edit", "3", "--protein", "tuna", "--component", "olives", "--component", "feta")
        #expect(edited.status == 0)
        #expect(edited.output.contains("  3. Pasta salad — protein: tuna · carb: pasta · with: olives, feta  ["))
        #expect(await cli.run("meals", "edit", "1", "--clear-components", "--carb", "").output.contains("  1. Chicken wrap — protein: Chicken  ["))
        let renamed = await cli.run("meals", "edit", "2", "--description", "Tofu bowl", "--json")
        #expect(try PlannerJSON.decode(Meal.self, from: Data(renamed.output.utf8)).description == "Tofu bowl")
        let nothing = await cli.run("meals", "edit", "2")
        #expect(nothing.status == 1)
        #expect(nothing.errors.contains("Nothing to change."))
        #expect(await cli.run("meals", "edit", "2", "--component", "x", "--clear-components").status == 1)
    }

    @Test func badInputIsAClearErrorAndChangesNothing() async throws {
        let cli = try await Self.library()
        let empty = await cli.run("meals", "add", "   ")
        #expect(empty.status == 1)
        #expect(empty.errors.contains("Meal description cannot be empty"))
        #expect(empty.errors.contains("Example: lunchbox meals add"))
        let blanked = await cli.run("meals", "edit", "1", "--description", "")
        #expect(blanked.status == 1)
        #expect(blanked.errors.contains("Meal description cannot be empty"))
        let unknown = await cli.run("meals", "edit", "9", "--protein", "beef")
        #expect(unknown.status == 1)
        #expect(unknown.errors.contains("There is no meal number 9; there are 3."))
        #expect(unknown.errors.contains("lunchbox meals list"))
        #expect(await cli.run("meals", "delete", "zzzzzz").errors.contains("No meal matches \"zzzzzz\"."))
        let both = await cli.run("meals", "add", "Soup", "--from-idea", "1")
        #expect(both.status == 1)
        #expect(both.errors.contains("Give one of"))
        #expect(await cli.run("meals", "add").status == 1)
        #expect(await cli.run("meals", "add", "Soup", "--from-idea", "one").status == 2)
        let control = await cli.run("meals", "add", "Soup\u{1B}[2J")
        #expect(control.status == 1)
        #expect(control.errors.contains("control characters"))
        #expect(try PlannerJSON.decode([Meal].self, from: Data(await cli.run("meals", "list", "--json").output.utf8)).count == 3)
    }

    @Test func anIdeaBecomesAMealWithProteinAndCarbFromTheLexicon() async throws {
        // Given a batch of recent ideas
        let cli = try CLIHarness()
        let database = try AppDatabase.open(path: cli.databasePath)
        let ideas = [
            LunchBoxIdea(name: "Egg muffins", ingredients: ["eggs", "spinach", "cheddar"], preparationSteps: ["Bake."]),
            LunchBoxIdea(name: "Hummus box", ingredients: ["hummus", "pita", "cucumber"], preparationSteps: ["Pack."]),
        ]
        try await database.saveRecentIdeas(IdeaBatch(ideas: ideas, origin: .offlineChef))
        // When idea 2 is saved as a meal, naming its carb
        let saved = await cli.run("meals", "add", "--from-idea", "2", "--carb", "Pita", "--component", "olives")
        // Then the idea's name is the description, the lexicon's protein (hummus) takes
        // that role, the named carb wins, and the other ingredients are its components
        #expect(saved.status == 0)
        #expect(saved.output.contains("  1. Hummus box — protein: hummus · carb: Pita · with: cucumber, olives  ["))
        let plain = await cli.run("meals", "add", "--from-idea", "1", "--json")
        let meal = try PlannerJSON.decode(Meal.self, from: Data(plain.output.utf8))
        #expect(meal.description == "Egg muffins")
        #expect(meal.primaryProtein == "eggs")
        #expect(meal.primaryCarb.isEmpty, "nothing in it is a carb")
        #expect(meal.otherComponents == ["spinach", "cheddar"])
        let missing = await cli.run("meals", "add", "--from-idea", "3")
        #expect(missing.status == 1)
        #expect(missing.errors.contains("There is no idea number 3; the most recent ideas are numbered 1 to 2."))
    }

    @Test func withoutRecentIdeasItSaysHowToGetSome() async throws {
        let cli = try CLIHarness()
        let run = await cli.run("meals", "add", "--from-idea", "1")
        #expect(run.status == 1)
        #expect(run.errors.contains("There are no recent ideas to save or plan yet. Ask for lunch box ideas first."))
        #expect(run.errors.contains("lunchbox ideas"))
    }

    @Test func aFavoriteBecomesAMeal() async throws {
        let cli = try CLIHarness()
        let database = try AppDatabase.open(path: cli.databasePath)
        let favorite = try await database.saveFavorite(
            LunchBoxIdea(name: "Tuna pasta", ingredients: ["tuna", "pasta", "sweetcorn"], preparationSteps: ["Mix."]),
            at: Date(timeIntervalSince1970: 1_795_000_000)
        )
        let byNumber = await cli.run("meals", "add", "--from-favorite", "1", "--protein", "tuna", "--carb", "pasta")
        #expect(byNumber.output.contains("  1. Tuna pasta — protein: tuna · carb: pasta · with: sweetcorn  ["))
        let byID = await cli.run("meals", "add", "--from-favorite", String(favorite.idea.id.uuidString.prefix(6)), "--json")
        let byIDMeal = try PlannerJSON.decode(Meal.self, from: Data(byID.output.utf8))
        #expect(byIDMeal.primaryProtein == "tuna" && byIDMeal.primaryCarb == "pasta")
        #expect(byIDMeal.otherComponents == ["sweetcorn"])
        let unknown = await cli.run("meals", "add", "--from-favorite", "4")
        #expect(unknown.status == 1)
        #expect(unknown.errors.contains("There is no favorite number 4"))
    }
}

/// Reads what the planner commands print with `--json`.
enum PlannerJSON {
    static func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws -> Value {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(type, from: data)
    }
}
