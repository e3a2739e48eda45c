import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

/// `/api/preferences`: the dietary preferences every engine honours, with the chef
/// persona and the idea preferences.
struct PreferencesAPI {
    let preferences: PreferencesUseCase

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/api/preferences") { _, _ in
            PreferencesDocument(diets: try await preferences.current(), ideas: try await preferences.ideaPreferences())
        }
        router.put("/api/preferences") { request, context in
            let document = try await request.decode(as: PreferencesDocument.self, context: context)
            let saved = try await preferences.save(document.diets, ideas: document.ideas(over: try await preferences.ideaPreferences()))
            return PreferencesDocument(diets: saved.diets, ideas: saved.ideas)
        }
    }
}
