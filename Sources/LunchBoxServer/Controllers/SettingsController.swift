import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxStorage

/// Settings: the API key (set, replace, delete; never sent back to the page), the
/// service's base URL and model, presets, and the privacy notice.
struct SettingsController {
    /// A preset as the page lists it.
    struct PresetRow: Sendable {
        let id: String
        let title: String
        let baseURL: String
        let model: String
        let hint: String
        let current: Bool
    }

    let pages: Pages
    let dependencies: ServerDependencies

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/settings") { request, context in
            try await page(request, context)
        }
        router.post("/settings/key") { request, context -> Response in
            do {
                try dependencies.secrets.saveAPIKey(context.form.value("apiKey") ?? "")
                let saved = try dependencies.secrets.loadAPIKey() ?? ""
                return Flash.success("Saved the key ending in \(APIKey.maskedSuffix(of: saved)). Ideas now come from the AI service.").redirect(to: "/settings")
            } catch {
                return try await page(request, context, keyError: UserFacingError(error).message, status: .badRequest)
            }
        }
        router.post("/settings/key/delete") { _, _ -> Response in
            try dependencies.secrets.deleteAPIKey()
            return Flash.success("Deleted the API key. Ideas come from the built-in offline chef until you add one.").redirect(to: "/settings")
        }
        router.post("/settings/endpoint") { request, context -> Response in
            let form = context.form
            do {
                let saved = try await dependencies.database.updateAIConfiguration {
                    $0.baseURL = try EndpointPolicy.validatedBaseURL(form.value("baseURL") ?? "")
                    $0.model = form.value("model") ?? ""
                }
                return Flash.success("Saved: \(saved.baseURL.absoluteString), model \(saved.model).").redirect(to: "/settings")
            } catch {
                return try await page(request, context, endpointError: UserFacingError(error).message, typed: form, status: .badRequest)
            }
        }
        router.post("/settings/preset") { _, context -> Response in
            guard let preset = context.form.value("preset").flatMap(AIProviderPreset.init(rawValue:)) else {
                throw HTTPError(.badRequest, message: "Choose one of the listed services.")
            }
            try await dependencies.database.updateAIConfiguration {
                $0.baseURL = preset.baseURL
                $0.model = preset.defaultModel
            }
            return Flash.success("Using \(preset.title) with \(preset.defaultModel). \(preset.keyHint)").redirect(to: "/settings")
        }
    }

    private func page(
        _ request: Request, _ context: AppRequestContext, keyError: String? = nil, endpointError: String? = nil, typed: FormData? = nil, status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let configuration = try await dependencies.database.aiConfiguration()
        var keyError = keyError
        let key: String?
        do {
            key = try dependencies.secrets.loadAPIKey()
        } catch {
            key = nil
            keyError = keyError ?? UserFacingError(error).message
        }
        let keyStatus: String =
            switch (key, dependencies.keyFromEnvironment) {
            case (.some(let key), true): "The key comes from LUNCHBOX_API_KEY on the computer running LunchBox (ending in \(APIKey.maskedSuffix(of: key)))."
            case (.some(let key), false): "A key ending in \(APIKey.maskedSuffix(of: key)) is saved."
            case (nil, _): "No key is saved: ideas come from the built-in offline chef, which needs no key and no network."
            }
        let presets = AIProviderPreset.allCases.map {
            PresetRow(id: $0.rawValue, title: $0.title, baseURL: $0.baseURL.absoluteString, model: $0.defaultModel, hint: $0.keyHint, current: configuration.matchingPreset == $0)
        }
        return try pages.render(
            "settings", title: "Settings", section: .settings, request: request, context: context,
            content: [
                "keyStatus": keyStatus,
                "hasKey": key != nil,
                "keyFromEnvironment": dependencies.keyFromEnvironment,
                "keyError": keyError,
                "endpointError": endpointError,
                "baseURL": typed?.value("baseURL") ?? configuration.baseURL.absoluteString,
                "model": typed?.value("model") ?? configuration.model,
                "presets": presets,
                "privacyTitle": PrivacyNotice.title,
                "privacy": PrivacyNotice.paragraphs,
            ], status: status)
    }
}
