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
    let avoidRepeats: Bool

    init(preferences: IdeaPreferences, personas: [PersonaChoice], words: Wording) {
        self.personas = personas.map {
            Persona(
                id: $0.persona.id, label: $0.persona.label, voice: words.ifPresent("preferences.persona.\($0.persona.id)") ?? $0.persona.voice, chosen: $0.isChosen,
                locked: !$0.isAvailable, lockNote: $0.isAvailable ? nil : words("preferences.unlocksAtLevel", $0.persona.unlockLevel))
        }
        cuisines = Cuisine.allCases.map { PickerChoice(value: $0.rawValue, label: $0.title(words), selected: $0 == preferences.cuisine) }
        difficulties = Difficulty.allCases.map { PickerChoice(value: $0.rawValue, label: $0.title(words), selected: $0 == preferences.difficulty) }
        times =
            [PickerChoice(value: "any", label: words("preferences.anyTime"), selected: preferences.maxMinutes == nil)]
            + IdeaPreferences.cookingTimeChoices.map {
                PickerChoice(value: String($0), label: words("preferences.upToMinutes", $0), selected: $0 == preferences.maxMinutes)
            }
        meals = MealType.allCases.map { PickerChoice(value: $0.rawValue, label: $0.title(words), selected: $0 == preferences.mealType) }
        ideaCount = preferences.ideaCount
        avoidRepeats = preferences.avoidRepeats
    }

    func html(csrf: String, words: Wording) -> HTML {
        let range = IdeaPreferences.ideaCountRange
        let personas = personas.map { persona -> HTML in
            """
            <label class="check" for="persona-\(persona.id)">
              <input type="radio" id="persona-\(persona.id)" name="persona" value="\(persona.id)"\(if: persona.chosen, " checked")\(if: persona.locked, " disabled")>
              <span><span>\(persona.label)</span><br><span class="muted small">\(persona.lockNote.map { words("preferences.voiceLocked", persona.voice, $0) } ?? persona.voice)</span></span>
            </label>
            """
        }
        return """
            <form method="post" action="/preferences/ideas" id="idea-preferences-form">
              \(.csrfField(csrf))
              <fieldset>
                <legend>\(words("preferences.chef"))</legend>
                \(personas)
              </fieldset>
              <fieldset>
                <legend>\(words("preferences.ideas"))</legend>
                <label for="idea-cuisine">\(words("preferences.cuisine"))</label>
                <select id="idea-cuisine" name="cuisine">\(cuisines.map(\.option))</select>
                <label for="idea-difficulty">\(words("preferences.difficulty"))</label>
                <select id="idea-difficulty" name="difficulty">\(difficulties.map(\.option))</select>
                <label for="idea-time">\(words("preferences.cookingTime"))</label>
                <select id="idea-time" name="maxMinutes">\(times.map(\.option))</select>
                <label for="idea-meal">\(words("preferences.meal"))</label>
                <select id="idea-meal" name="mealType">\(meals.map(\.option))</select>
                <label for="idea-count">\(words("preferences.ideaCount", range.lowerBound, range.upperBound))</label>
                <input id="idea-count" name="ideaCount" type="number" inputmode="numeric" min="\(range.lowerBound)" max="\(range.upperBound)" step="1" value="\(ideaCount)" required>
                <label class="check" for="idea-avoid-repeats">
                  <input type="checkbox" id="idea-avoid-repeats" name="avoidRepeats"\(if: avoidRepeats, " checked")>
                  <span><span>\(words("preferences.avoidRepeats"))</span><br><span class="muted small">\(words("preferences.avoidRepeatsHint"))</span></span>
                </label>
              </fieldset>
              <p class="actions"><button type="submit">\(words("preferences.save"))</button></p>
            </form>
            """
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
