import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

/// `/api/preferences`: the dietary preferences every engine honours.
struct PreferencesAPI {
    let preferences: PreferencesUseCase

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/api/preferences") { _, _ in
            try await preferences.current()
        }
        router.put("/api/preferences") { request, context in
            try await preferences.save(try await request.decode(as: DietaryPreferences.self, context: context))
        }
    }
}
