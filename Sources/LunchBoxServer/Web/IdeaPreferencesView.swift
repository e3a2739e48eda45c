import Foundation
import LunchBoxCore
import LunchBoxUseCases

/// The idea preferences section of the preferences page: the chef personas and the
/// choices beyond diets, as the form shows them.
struct IdeaPreferencesView: Sendable {
    /// One persona radio button; a locked one is shown disabled with when it unlocks.
    struct Persona: Sendable {
        let id: String
        let label: String
        let voice: String
        let chosen: Bool
        let locked: Bool
        let lockNote: String?
    }

    let personas: [Persona]
    let cuisines: [PickerChoice]
    let difficulties: [PickerChoice]
    let times: [PickerChoice]
    let meals: [PickerChoice]
    let ideaCount: Int
    let minimumCount = IdeaPreferences.ideaCountRange.lowerBound
    let maximumCount = IdeaPreferences.ideaCountRange.upperBound
    let avoidRepeats: Bool

    init(preferences: IdeaPreferences, personas: [PersonaChoice]) {
        self.personas = personas.map {
            Persona(id: $0.persona.id, label: $0.persona.label, voice: $0.persona.voice, chosen: $0.isChosen, locked: !$0.isAvailable, lockNote: $0.lockNote)
        }
        cuisines = Cuisine.allCases.map { PickerChoice(value: $0.rawValue, label: $0.title, selected: $0 == preferences.cuisine) }
        difficulties = Difficulty.allCases.map { PickerChoice(value: $0.rawValue, label: $0.title, selected: $0 == preferences.difficulty) }
        times =
            [PickerChoice(value: "any", label: "Any time", selected: preferences.maxMinutes == nil)]
            + IdeaPreferences.cookingTimeChoices.map { PickerChoice(value: String($0), label: "Up to \($0) minutes", selected: $0 == preferences.maxMinutes) }
        meals = MealType.allCases.map { PickerChoice(value: $0.rawValue, label: $0.title, selected: $0 == preferences.mealType) }
        ideaCount = preferences.ideaCount
        avoidRepeats = preferences.avoidRepeats
    }

    /// The preferences a submitted form asks for; what it leaves out stays as `current`.
    /// Values that are not offered are refused by the use case, not guessed here.
    static func parse(_ form: FormData, current: IdeaPreferences) -> IdeaPreferences {
        var preferences = current
        if let persona = form.value("persona") { preferences.persona = persona }
        if let cuisine = form.value("cuisine") { preferences.cuisine = Cuisine(rawValue: cuisine) ?? current.cuisine }
        if let difficulty = form.value("difficulty") { preferences.difficulty = Difficulty(rawValue: difficulty) ?? current.difficulty }
        if let meal = form.value("mealType") { preferences.mealType = MealType(rawValue: meal) ?? current.mealType }
        if let time = form.value("maxMinutes") { preferences.maxMinutes = time == "any" ? nil : Int(time) ?? current.maxMinutes }
        if let count = form.value("ideaCount") { preferences.ideaCount = Int(count.trimmingCharacters(in: .whitespaces)) ?? 0 }
        preferences.avoidRepeats = form.contains("avoidRepeats")
        return preferences
    }
}
