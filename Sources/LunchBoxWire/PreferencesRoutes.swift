import Foundation
import LunchBoxCore

/// `/api/preferences`: the diets every engine honours, the idea preferences, and the chefs.
public enum PreferencesRoutes {
    /// One diet turned on or off; the others stay as stored.
    public struct DietInput: Codable, Equatable, Sendable {
        public let on: Bool

        public init(on: Bool) {
            self.on = on
        }
    }

    /// A chef persona by its id, whether it can be chosen at the household's level, and
    /// whether it is the chosen one.
    public struct Persona: Codable, Equatable, Sendable {
        public let id: String
        public let available: Bool
        public let chosen: Bool

        public init(id: String, available: Bool, chosen: Bool) {
            self.id = id
            self.available = available
            self.chosen = chosen
        }
    }

    public struct PersonaList: Codable, Equatable, Sendable {
        public let personas: [Persona]

        public init(personas: [Persona]) {
            self.personas = personas
        }
    }

    public static let get = APIRoute<APINothing, PreferencesDocument>("GET", "/api/preferences")
    public static let save = APIRoute<PreferencesDocument, PreferencesDocument>("PUT", "/api/preferences")
    /// Only the idea preferences, checked and saved whole; the diets stay as stored.
    public static let ideas = APIRoute<IdeaPreferences, PreferencesDocument>("PUT", "/api/preferences/ideas")
    /// `{diet}` is vegetarian, vegan, gluten-free, dairy-free or nut-free.
    public static let diet = APIRoute<DietInput, PreferencesDocument>("PUT", "/api/preferences/diets/{diet}")
    public static let personas = APIRoute<APINothing, PersonaList>("GET", "/api/preferences/personas")
}
