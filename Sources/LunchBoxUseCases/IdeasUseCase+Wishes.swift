import LunchBoxCore

extension IdeasUseCase {
    /// The saved idea preferences as one request's wishes: the persona, the meal, and
    /// (when repeats are to be avoided) the names of the recent batches' ideas; with how
    /// many ideas to ask for, and the preferences themselves (they seed the offline chef).
    /// Ideas are asked for in `language`.
    func wishes(after previous: IdeaBatch?, language: Language) async throws -> (wishes: IdeaWishes, count: Int, preferences: IdeaPreferences) {
        let preferences = try await store.ideaPreferences()
        let recent = preferences.avoidRepeats ? (previous?.namesToAvoid ?? []) : []
        return (IdeaWishes(preferences, avoid: recent, language: language), preferences.ideaCount, preferences)
    }

    /// The AI engine for one request, asking for up to `count` ideas. `minimum` is what
    /// the reply's parser insists on (a photo's reply may hold none: no food in it).
    func aiEngine(_ configuration: AIConfiguration, key: String, count: Int, minimum: Int? = nil) -> AISuggestionEngine {
        let builder = PromptBuilder(maximumIdeas: count)
        return AISuggestionEngine(
            client: chatClient, configuration: configuration, apiKey: key, promptBuilder: builder,
            parser: IdeaReplyParser(minimumIdeas: minimum ?? builder.minimumIdeas, maximumIdeas: count))
    }

    /// Today in the person's calendar.
    func today() -> CalendarDay {
        WeekCalendar(calendar: calendar).today(clock: clock)
    }
}
