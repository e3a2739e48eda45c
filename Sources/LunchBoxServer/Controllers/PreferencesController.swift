import Hummingbird
import LunchBoxCore

/// The five diets; each toggle is saved at once (with a Save button where scripts are off).
struct PreferencesController {
    /// One diet as the page shows it.
    struct Choice: Sendable {
        let id: String
        let title: String
        let explanation: String
        let on: Bool
    }

    let pages: Pages
    let dependencies: ServerDependencies

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/preferences") { request, context in
            let preferences = try await dependencies.database.dietaryPreferences()
            let choices = DietaryRestriction.allCases.map {
                Choice(id: $0.rawValue, title: $0.title, explanation: $0.explanation, on: preferences[$0])
            }
            return try pages.render("preferences", title: "Dietary preferences", section: .settings, request: request, context: context, content: ["choices": choices])
        }
        router.post("/preferences") { _, context -> Response in
            let chosen = DietaryRestriction.allCases.filter { context.form.contains($0.rawValue) }
            let preferences = DietaryPreferences(chosen)
            try await dependencies.database.saveDietaryPreferences(preferences)
            let summary = preferences.isEmpty ? "No dietary preferences: ideas may use anything." : "Saved: " + preferences.active.map(\.label).joined(separator: ", ") + "."
            return Flash.success(summary).redirect(to: "/preferences")
        }
    }
}
