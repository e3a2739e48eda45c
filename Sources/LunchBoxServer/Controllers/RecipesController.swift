import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

/// Importing a recipe into the meal library from pasted JSON-LD (or a recipe page's HTML).
struct RecipesController {
    let pages: Pages
    let recipes: RecipesUseCase

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/meals/import") { request, context in
            try pages.render(ImportRecipePage(text: "", error: nil), request: request, context: context)
        }
        router.post("/meals/import") { request, context -> Response in
            let text = context.form.value("recipe") ?? ""
            let words = pages.words(context)
            do {
                let added = try await recipes.importRecipe(Data(text.utf8))
                let message = words(added.isNew ? "meals.import.done" : "meals.import.already", added.meal.description)
                return Flash.success(message).redirect(to: "/meals")
            } catch let error as RecipeImportError {
                // The text comes back with the reason, so nothing pasted is lost.
                let page = ImportRecipePage(text: text, error: PlanErrorWords.message(error, words))
                return try pages.render(page, request: request, context: context, status: .badRequest)
            }
        }
    }
}
