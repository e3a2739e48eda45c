import Hummingbird
import LunchBoxCore
import LunchBoxUseCases
import LunchBoxWire

/// `/api/preferences`: the dietary preferences every engine honours, with the chef
/// persona and the idea preferences; one diet at a time; the chefs a household may choose.
struct PreferencesAPI {
    let preferences: PreferencesUseCase

    func addRoutes(to router: Router<AppRequestContext>) {
        router.on(PreferencesRoutes.get) { _, _, _ in
            PreferencesDocument(diets: try await preferences.current(), ideas: try await preferences.ideaPreferences())
        }
        router.on(PreferencesRoutes.save) { document, _, _ in
            let saved = try await preferences.save(document.diets, ideas: document.ideas(over: try await preferences.ideaPreferences()))
            return PreferencesDocument(diets: saved.diets, ideas: saved.ideas)
        }
        router.on(PreferencesRoutes.ideas) { ideas, _, _ in
            let saved = try await preferences.saveIdeaPreferences(ideas)
            return PreferencesDocument(diets: try await preferences.current(), ideas: saved)
        }
        router.on(PreferencesRoutes.diet) { input, _, context in
            let name = try context.parameters.require("diet")
            guard let diet = DietaryRestriction(rawValue: name) else {
                let names = DietaryRestriction.allCases.map(\.rawValue).joined(separator: ", ")
                throw HTTPError(.notFound, message: "There is no diet called \(name.prefix(40)): choose one of \(names).")
            }
            let diets = try await preferences.set(diet, to: input.on)
            return PreferencesDocument(diets: diets, ideas: try await preferences.ideaPreferences())
        }
        router.on(PreferencesRoutes.personas) { _, _, _ in
            PreferencesRoutes.PersonaList(
                personas: try await preferences.personas().map { .init(id: $0.persona.id, available: $0.isAvailable, chosen: $0.isChosen) })
        }
    }
}
