import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

/// The five diets; each toggle is saved at once (with a Save button where scripts are off).
/// Below them, the chef persona and the idea preferences, saved with their own form.
struct PreferencesController {
    let pages: Pages
    let preferences: PreferencesUseCase

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/preferences") { request, context in
            let words = pages.words(context)
            let ideas = IdeaPreferencesView(preferences: try await preferences.ideaPreferences(), personas: try await preferences.personas(), words: words)
            return try pages.render(PreferencesPage(current: try await preferences.current(), ideas: ideas, words: words), request: request, context: context)
        }
        router.post("/preferences") { _, context -> Response in
            let chosen = DietaryRestriction.allCases.filter { context.form.contains($0.rawValue) }
            let saved = try await preferences.save(DietaryPreferences(chosen))
            let words = pages.words(context)
            let summary = saved.activeSummary(words).map { words("preferences.savedDiets", $0) } ?? words("preferences.savedNoDiets")
            // Back at the box that was changed, when the page's script says which.
            let changed = context.form.value("changed").flatMap(DietaryRestriction.init(rawValue:)).map { "#diet-\($0.rawValue)" } ?? ""
            return Flash.success(summary).redirect(to: "/preferences\(changed)")
        }
        router.post("/preferences/ideas") { _, context -> Response in
            do {
                let wanted = IdeaPreferencesView.parse(context.form, current: try await preferences.ideaPreferences())
                let saved = try await preferences.saveIdeaPreferences(wanted)
                let chef = ChefPersona.find(saved.persona) ?? .house
                let words = pages.words(context)
                let ideas = words("preferences.ideasNoun.\(saved.mealType.rawValue)")
                return Flash.success(words("preferences.savedIdeas", chef.label, saved.ideaCount, ideas)).redirect(to: "/preferences#idea-preferences")
            } catch {
                return Flash.error(UserFacingError(error).message).redirect(to: "/preferences#idea-preferences")
            }
        }
    }
}
