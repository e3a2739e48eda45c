import Foundation
import LunchBoxCore
import LunchBoxTesting
import PropertyBased
import Testing

@Suite("Meal validation")
struct MealValidationTests {
    private let created = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func blankDescriptionsAreRefusedWithTheSeedMessage() async {
        await propertyCheck(count: 100, input: Generators.whitespace) { blank in
            let meal = Meal(description: blank, primaryProtein: "chicken", createdAt: created)
            #expect(throws: PlannerError.emptyDescription) { try meal.validated() }
        }
        #expect(PlannerError.emptyDescription.localizedDescription.hasPrefix("Meal description cannot be empty"))
    }

    @Test func cleanMealsPassUnchanged() async {
        await propertyCheck(count: 100, input: PlannerGenerators.meal) { meal in
            let validated = try meal.validated()
            #expect(validated == meal)
        }
    }

    @Test func textIsTrimmedAndCollapsed() throws {
        let meal = Meal(description: "  Chicken \n wrap ", primaryProtein: " chicken ", primaryCarb: "\ttortilla", otherComponents: [" lettuce", "", "  "], createdAt: created)
        let clean = try meal.validated()
        #expect(clean.description == "Chicken wrap")
        #expect(clean.primaryProtein == "chicken")
        #expect(clean.primaryCarb == "tortilla")
        #expect(clean.otherComponents == ["lettuce"])
        #expect(clean.id == meal.id && clean.createdAt == meal.createdAt)
    }

    @Test func proteinAndCarbMayBeEmpty() throws {
        let clean = try Meal(description: "Fruit", createdAt: created).validated()
        #expect(clean.primaryProtein.isEmpty && clean.primaryCarb.isEmpty && clean.otherComponents.isEmpty)
        #expect(clean.allComponents.isEmpty)
    }

    @Test func componentsAreDeduplicatedIgnoringCase() throws {
        let meal = Meal(description: "Salad", otherComponents: ["Tomato", "tomato", "TOMATO ", "feta", "Feta"], createdAt: created)
        #expect(try meal.validated().otherComponents == ["Tomato", "feta"])
    }

    @Test func tooManyComponentsAreRefused() throws {
        let many = (1...Meal.maximumComponentCount + 1).map { "item \($0)" }
        #expect(throws: PlannerError.tooManyComponents(maximum: Meal.maximumComponentCount)) {
            try Meal(description: "Feast", otherComponents: many, createdAt: created).validated()
        }
        // Repeats do not count towards the limit.
        let repeated = Array(many.prefix(Meal.maximumComponentCount)) + ["ITEM 1"]
        #expect(try Meal(description: "Feast", otherComponents: repeated, createdAt: created).validated().otherComponents.count == Meal.maximumComponentCount)
    }

    @Test func overlongAndControlTextIsRefused() {
        let long = String(repeating: "a", count: Meal.maximumDescriptionLength + 1)
        #expect(throws: UserTextError.tooLong(field: "Meal description", maximum: Meal.maximumDescriptionLength)) {
            try Meal(description: long, createdAt: created).validated()
        }
        #expect(throws: UserTextError.controlCharacters(field: "Primary protein")) {
            try Meal(description: "Soup", primaryProtein: "beef\u{0007}", createdAt: created).validated()
        }
        #expect(throws: UserTextError.tooLong(field: "Component", maximum: Meal.maximumComponentLength)) {
            try Meal(description: "Soup", otherComponents: [String(repeating: "b", count: 81)], createdAt: created).validated()
        }
    }

    @Test func allComponentsListsProteinCarbThenOthers() {
        let meal = Meal(description: "Bowl", primaryProtein: "tofu", primaryCarb: "", otherComponents: ["kale"], createdAt: created)
        #expect(meal.allComponents == ["tofu", "kale"])
    }

    @Test func errorsHaveMessagesAPersonCanActOn() {
        let errors: [PlannerError] = [
            .emptyDescription, .tooManyComponents(maximum: 30), .libraryFull(maximum: 5_000),
            .dayFull(day: CalendarDay(year: 2026, month: 3, day: 29)!, maximum: 20), .mealNotFound, .mealAlreadyExists, .assignmentNotFound,
        ]
        for error in errors {
            let message = error.localizedDescription
            #expect(!message.isEmpty && message.hasSuffix("."), "\(error)")
        }
        #expect(PlannerError.dayFull(day: CalendarDay(year: 2026, month: 3, day: 29)!, maximum: 20).localizedDescription.contains("Mar 29, 2026"))
    }
}

@Suite("Meals from ideas")
struct MealFromIdeaTests {
    private let created = Date(timeIntervalSince1970: 1_800_000_000)
    private let idea = LunchBoxIdea(name: "Chicken pasta salad", ingredients: ["pasta", "chicken", "tuna", "rice", "cucumber"], preparationSteps: ["Mix."])

    @Test func ingredientsBecomeComponentsWhenNothingIsKnown() {
        let meal = Meal(idea: idea, createdAt: created)
        #expect(meal.description == "Chicken pasta salad")
        #expect(meal.primaryProtein.isEmpty && meal.primaryCarb.isEmpty)
        #expect(meal.otherComponents == idea.ingredients)
        #expect(meal.createdAt == created)
    }

    @Test func firstProteinAndCarbFillTheirFields() throws {
        let roles: [String: MealRole] = ["pasta": .carb, "chicken": .protein, "tuna": .protein, "rice": .carb]
        let meal = Meal(idea: idea, createdAt: created) { roles[$0] ?? .other }
        #expect(meal.primaryProtein == "chicken")
        #expect(meal.primaryCarb == "pasta")
        #expect(meal.otherComponents == ["tuna", "rice", "cucumber"])
        #expect(try meal.validated() == meal)
    }

    @Test func aLongAIIdeaStillBecomesAValidMeal() throws {
        let long = LunchBoxIdea(
            name: String(repeating: "Very long lunch name ", count: 30),
            ingredients: (0..<45).map { "ingredient \($0) " + String(repeating: "x", count: 120) },
            preparationSteps: ["Mix."]
        )
        let meal = try Meal(idea: long, createdAt: created).validated()
        #expect(meal.description.count <= Meal.maximumDescriptionLength)
        #expect(meal.otherComponents.count == Meal.maximumComponentCount)
        #expect(meal.otherComponents.allSatisfy { $0.count <= Meal.maximumComponentLength })
    }

    // A component cut at 80 characters was longer than 80 for JSON readers, which count
    // Unicode scalars ("🏻" with the letter before it is one Character, two scalars).
    @Test func textIsCutWithinTheLimitInUnicodeScalars() throws {
        let toned = String(repeating: "👍🏽", count: 60)
        let meal = try Meal(idea: LunchBoxIdea(name: toned + toned + toned + toned, ingredients: [toned], preparationSteps: []), createdAt: created).validated()
        #expect(meal.otherComponents.allSatisfy { $0.unicodeScalars.count <= Meal.maximumComponentLength })
        #expect(meal.description.unicodeScalars.count <= Meal.maximumDescriptionLength)
        #expect(meal.otherComponents == [String(repeating: "👍🏽", count: 40)])
    }

    @Test func everyIngredientIsKeptSomewhere() async {
        await propertyCheck(count: 100, input: zip(Generators.idea, Gen.int(in: 0...2).array(of: 6))) { idea, picks in
            let roles: [MealRole] = [.protein, .carb, .other]
            let meal = Meal(idea: idea, createdAt: created) { ingredient in
                roles[picks[(idea.ingredients.firstIndex(of: ingredient) ?? 0) % picks.count]]
            }
            #expect(meal.allComponents.sorted() == idea.ingredients.sorted())
        }
    }
}
