import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

/// `/api/settings`: the AI service. The key can be set and deleted, never read: the
/// answer says only whether one is saved and how it ends.
struct SettingsAPI {
    struct KeyInput: Decodable {
        let apiKey: String
    }

    let settings: SettingsUseCase

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/api/settings") { _, _ in
            try await settings.summary()
        }
        router.put("/api/settings") { request, context in
            try await settings.update(try await request.decode(as: SettingsChange.self, context: context))
        }
        router.put("/api/settings/key") { request, context in
            try settings.saveKey(try await request.decode(as: KeyInput.self, context: context).apiKey)
            return HTTPResponse.Status.noContent
        }
        router.delete("/api/settings/key") { _, _ in
            try settings.deleteKey()
            return HTTPResponse.Status.noContent
        }
    }
}
