import LunchBoxCore

/// Why a meal, a plan change or a recipe import was refused, in the reader's language:
/// the messages `UserFacingError` writes for these errors (the API's and the CLI's, in
/// English), taken from the catalog for the pages. Any other error keeps its message.
enum PlanErrorWords {
    static func message(_ error: any Error, _ words: Wording) -> String {
        switch error {
        case let error as PlannerError: message(error, words)
        case let error as RecipeImportError: message(error, words)
        case let error as UserTextError: message(error, words) ?? UserFacingError(error).message
        default: UserFacingError(error).message
        }
    }

    private static func message(_ error: PlannerError, _ words: Wording) -> String {
        switch error {
        case .emptyDescription: words("plan.error.emptyDescription")
        case .tooManyComponents(let maximum): words("plan.error.tooManyComponents", maximum)
        case .libraryFull(let maximum): words("plan.error.libraryFull", maximum)
        case let .dayFull(day, maximum): words("plan.error.dayFull", PlanWeekPage.dayTitle(day, words, startingSentence: true), maximum)
        case .mealNotFound: words("plan.error.mealNotFound")
        case .mealAlreadyExists: words("plan.error.mealAlreadyExists")
        case .assignmentNotFound: words("plan.error.assignmentNotFound")
        case let .mealIsPlanned(description, days):
            words.counting("plan.error.mealIsPlanned", days.count, description, days.map { PlanWeekPage.dayTitle($0, words) }.joined(separator: "; "))
        case .notOnShoppingList(let name): words("plan.error.notOnShoppingList", name)
        }
    }

    private static func message(_ error: RecipeImportError, _ words: Wording) -> String {
        switch error {
        case .tooLarge(let maximumBytes): words("meals.importError.tooLarge", maximumBytes / 1024)
        case .notJSON: words("meals.importError.notJSON")
        case .tooDeep: words("meals.importError.tooDeep")
        case .noRecipe: words("meals.importError.noRecipe")
        case .missingName: words("meals.importError.missingName")
        case .noIngredients: words("meals.importError.noIngredients")
        case .tooManyIngredients(let maximum): words("meals.importError.tooManyIngredients", maximum)
        }
    }

    /// The meal form's fields by the names the core gives them; nil for another field.
    private static func message(_ error: UserTextError, _ words: Wording) -> String? {
        let fields = ["Meal description": "meals.field.description", "Primary protein": "meals.field.protein", "Primary carb": "meals.field.carb", "Component": "meals.field.component"]
        switch error {
        case .empty(let field): return fields[field].map { words("meals.error.empty", words($0)) }
        case let .tooLong(field, maximum): return fields[field].map { words("meals.error.tooLong", words($0), maximum) }
        case .controlCharacters(let field): return fields[field].map { words("meals.error.controlCharacters", words($0)) }
        }
    }
}
