import Foundation
import GRDB
import LunchBoxCore

/// The single row of `dietaryPreferences`.
struct DietaryPreferencesRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "dietaryPreferences"

    var id = 1
    var vegetarian: Bool
    var vegan: Bool
    var glutenFree: Bool
    var dairyFree: Bool
    var nutFree: Bool

    init(_ preferences: DietaryPreferences) {
        vegetarian = preferences.vegetarian
        vegan = preferences.vegan
        glutenFree = preferences.glutenFree
        dairyFree = preferences.dairyFree
        nutFree = preferences.nutFree
    }

    var preferences: DietaryPreferences {
        DietaryPreferences(vegetarian: vegetarian, vegan: vegan, glutenFree: glutenFree, dairyFree: dairyFree, nutFree: nutFree)
    }
}

/// The single row of `aiSettings`. There is deliberately no column for the key.
struct AISettingsRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "aiSettings"

    var id = 1
    var baseURL: String
    var model: String
    var timeoutSeconds: Double
    var temperature: Double
    var maxTokens: Int

    init(_ configuration: AIConfiguration) {
        baseURL = configuration.baseURL.absoluteString
        model = configuration.model
        timeoutSeconds = configuration.timeout
        temperature = configuration.temperature
        maxTokens = configuration.maxTokens
    }

    func configuration() throws -> AIConfiguration {
        guard let url = URL(string: baseURL) else {
            throw StorageError.corruptValue(table: "AI settings", reason: "the base URL is not valid")
        }
        return AIConfiguration(baseURL: url, model: model, timeout: timeoutSeconds, temperature: temperature, maxTokens: maxTokens)
    }
}
