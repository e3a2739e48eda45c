import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases
import LunchBoxWire

/// `/api/settings`: the AI service. The key can be set and deleted, never read: the
/// answer says only whether one is saved and how it ends.
struct SettingsAPI {
    let settings: SettingsUseCase

    func addRoutes(to router: Router<AppRequestContext>) {
        router.on(SettingsRoutes.get) { _, _, _ in
            try await settings.summary()
        }
        router.on(SettingsRoutes.update) { change, _, _ in
            try await settings.update(change)
        }
        router.on(SettingsRoutes.saveKey) { input, _, _ in
            try settings.saveKey(input.apiKey)
            return APINothing()
        }
        router.on(SettingsRoutes.deleteKey) { _, _, _ in
            try settings.deleteKey()
            return APINothing()
        }
    }
}
