import Foundation
import LunchBoxUseCases

/// `/api/settings`: the household's AI service. The key can be set and deleted, never read.
public enum SettingsRoutes {
    public struct KeyInput: Codable, Equatable, Sendable {
        public let apiKey: String

        public init(apiKey: String) {
            self.apiKey = apiKey
        }
    }

    public static let get = APIRoute<APINothing, SettingsSummary>("GET", "/api/settings")
    public static let update = APIRoute<SettingsChange, SettingsSummary>("PUT", "/api/settings")
    public static let saveKey = APIRoute<KeyInput, APINothing>("PUT", "/api/settings/key")
    public static let deleteKey = APIRoute<APINothing, APINothing>("DELETE", "/api/settings/key")
}
