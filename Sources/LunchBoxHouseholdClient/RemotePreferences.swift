import Foundation
import LunchBoxCore
import LunchBoxUseCases
import LunchBoxWire

/// The household's diets and idea preferences on its server: each change is one
/// `/api/preferences` call, checked and saved there in one write.
public struct RemotePreferences: PreferencesEditing {
    private let api: HouseholdAPIClient

    public init(api: HouseholdAPIClient) {
        self.api = api
    }

    public func current() async throws -> DietaryPreferences {
        try await api.send(PreferencesRoutes.get).diets
    }

    @discardableResult
    public func save(_ preferences: DietaryPreferences) async throws -> DietaryPreferences {
        // The idea preferences left out of the document keep their saved values.
        try await api.send(PreferencesRoutes.save, body: PreferencesDocument(diets: preferences)).diets
    }

    @discardableResult
    public func set(_ restriction: DietaryRestriction, to isOn: Bool) async throws -> DietaryPreferences {
        try await api.send(PreferencesRoutes.diet, ["diet": restriction.rawValue], body: .init(on: isOn)).diets
    }

    @discardableResult
    public func reset() async throws -> DietaryPreferences {
        try await save(.none)
    }

    public func ideaPreferences() async throws -> IdeaPreferences {
        try await api.send(PreferencesRoutes.get).ideas(over: .standard)
    }

    @discardableResult
    public func saveIdeaPreferences(_ preferences: IdeaPreferences) async throws -> IdeaPreferences {
        try await api.send(PreferencesRoutes.ideas, body: preferences).ideas(over: .standard)
    }

    public func personas() async throws -> [PersonaChoice] {
        try await api.send(PreferencesRoutes.personas).personas.compactMap { entry in
            ChefPersona.find(entry.id).map { PersonaChoice(persona: $0, isAvailable: entry.available, isChosen: entry.chosen) }
        }
    }
}
