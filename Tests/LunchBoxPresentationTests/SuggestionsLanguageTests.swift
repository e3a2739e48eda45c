import Foundation
import LunchBoxCore
import LunchBoxPresentation
import LunchBoxTesting
import LunchBoxUseCases
import Testing

/// Issue 41, item 5, on the iPhone: the screen's language (the system's) reaches the AI
/// prompt through the use case, and held-back reasons are in it.
@Suite("Suggestions screen in the person's language")
@MainActor
struct SuggestionsLanguageTests {
    @Test func theScreensLanguageReachesThePrompt() async throws {
        let reply =
            #"{"ideas":[{"name":"Äggmacka","ingredients":["2 ägg","bröd"],"steps":["Koka äggen."]},{"name":"Risbox","ingredients":["ris"],"steps":["Koka riset."]},{"name":"Äggsallad","ingredients":["3 ägg"],"steps":["Hacka."]},{"name":"Laxwrap","ingredients":["150 g laxbitar","tortilla"],"steps":["Rulla."]}]}"#
        let transport = RecordingTransport(body: CannedReplies.completion(content: reply))
        let (useCases, _) = try TestUseCases.make(secrets: InMemorySecretStore(key: "sk-test-key-0001"), transport: transport)
        try await useCases.inventory.add(name: "ägg")
        try await useCases.preferences.save(DietaryPreferences([.vegetarian]))
        let model = SuggestionsViewModel(ideas: useCases.ideas, words: Wordings()[.swedish])
        await model.loadSuggestions()
        let prompt = String(decoding: try #require(transport.requests.first).body, as: UTF8.self)
        #expect(prompt.contains("Write every idea name, ingredient and step in Swedish (svenska)."))
        #expect(model.ideas.map(\.name) == ["Äggmacka", "Risbox", "Äggsallad"])
        #expect(model.heldBackSummary == "1 idé hölls tillbaka: lax innehåller fisk (du valde vegetarisk kost)")
        model.revealHeldBack()
        #expect(model.heldBack.flatMap(model.reasons(of:)) == ["lax: innehåller fisk; du valde vegetarisk kost"])
    }

    @Test func theScriptedSourceIsAskedInTheScreensLanguage() async {
        let source = ScriptedIdeas([.success(SuggestionsViewModelTests.batch)])
        let model = SuggestionsViewModel(ideas: source, words: Wordings()[.german])
        await model.loadSuggestions()
        #expect(source.askedLanguages == [.german])
    }
}
