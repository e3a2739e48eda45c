import Foundation
import Hummingbird
import LunchBoxCore

/// `/api/preferences` and `/api/settings`. The key can be set and deleted, never read.
struct SettingsAPI {
    struct Settings: Encodable {
        let baseURL: String
        let model: String
        let timeoutSeconds: Double
        let preset: String?
        let keySaved: Bool
        let keyEndsWith: String?
        let keyFromEnvironment: Bool
    }

    struct SettingsInput: Decodable {
        let baseURL: String?
        let model: String?
        let timeoutSeconds: Double?
        let preset: String?
    }

    struct KeyInput: Decodable {
        let apiKey: String
    }

    let dependencies: ServerDependencies

    func addRoutes(to router: Router<AppRequestContext>) {
        let database = dependencies.database
        router.get("/api/preferences") { _, _ in
            try JSONResponse.make(try await database.dietaryPreferences())
        }
        router.put("/api/preferences") { request, _ in
            let preferences = try await JSONResponse.decode(DietaryPreferences.self, from: request)
            try await database.saveDietaryPreferences(preferences)
            return try JSONResponse.make(preferences)
        }
        router.get("/api/settings") { _, _ in
            try JSONResponse.make(try await settings())
        }
        router.put("/api/settings") { request, _ in
            let input = try await JSONResponse.decode(SettingsInput.self, from: request)
            try await database.updateAIConfiguration { configuration in
                if let name = input.preset {
                    guard let preset = AIProviderPreset(rawValue: name) else {
                        throw HTTPError(.badRequest, message: "Unknown preset. Use one of: " + AIProviderPreset.allCases.map(\.rawValue).joined(separator: ", "))
                    }
                    configuration.baseURL = preset.baseURL
                    configuration.model = preset.defaultModel
                }
                if let baseURL = input.baseURL { configuration.baseURL = try EndpointPolicy.validatedBaseURL(baseURL) }
                if let model = input.model { configuration.model = model }
                if let timeout = input.timeoutSeconds { configuration.timeout = try AIConfiguration.validatedTimeout(timeout) }
            }
            return try JSONResponse.make(try await settings())
        }
        router.put("/api/settings/key") { request, _ in
            let input = try await JSONResponse.decode(KeyInput.self, from: request)
            try dependencies.secrets.saveAPIKey(input.apiKey)
            return JSONResponse.noContent()
        }
        router.delete("/api/settings/key") { _, _ in
            try dependencies.secrets.deleteAPIKey()
            return JSONResponse.noContent()
        }
    }

    private func settings() async throws -> Settings {
        let configuration = try await dependencies.database.aiConfiguration()
        let key = try dependencies.secrets.loadAPIKey()
        return Settings(
            baseURL: configuration.baseURL.absoluteString,
            model: configuration.model,
            timeoutSeconds: configuration.timeout,
            preset: configuration.matchingPreset?.rawValue,
            keySaved: key != nil,
            keyEndsWith: key.map(APIKey.maskedSuffix(of:)),
            keyFromEnvironment: dependencies.keyFromEnvironment
        )
    }
}
