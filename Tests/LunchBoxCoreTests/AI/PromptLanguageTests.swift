import Foundation
import LunchBoxCore
import Testing

/// Issue 41, item 5: the AI is asked for ideas in the household's language; the prompt's
/// instructions and the reply's JSON keys stay English.
@Suite("Prompts in the household's language")
struct PromptLanguageTests {
    static let others: [(Language, String)] = [
        (.german, "German (Deutsch)"), (.french, "French (français)"), (.spanish, "Spanish (español)"), (.swedish, "Swedish (svenska)"),
    ]
    let kitchen = [InventoryItem(name: "eggs")]

    @Test(arguments: others)
    func theIdeasAreAskedForInTheLanguage(language: Language, name: String) {
        let prompt = PromptBuilder().prompt(for: kitchen, preferences: .none, wishes: IdeaWishes(language: language))
        #expect(prompt.system.contains("Write every idea name, ingredient and step in \(name)."))
        #expect(prompt.system.contains("Keep the JSON keys in English exactly as shown"))
        // The reply's shape is the wire contract: its keys stay as they are.
        #expect(prompt.system.contains(#"{"ideas":[{"name":"short idea name","ingredients":["ingredient with amount"],"steps":["one preparation step"]}]}"#))
        #expect(prompt.reply == PromptBuilder().prompt(for: kitchen, preferences: .none).reply)
    }

    @Test(arguments: others)
    func theSmallAndThePhotoPromptsAskForItToo(language: Language, name: String) {
        let wishes = IdeaWishes(language: language)
        let compact = CompactPromptBuilder(ideaCount: 3).prompt(for: kitchen, preferences: .none, today: nil, wishes: wishes)
        #expect(compact.instructions.contains("Write names, ingredients and steps in \(name)"))
        #expect(compact.characterCount <= CompactPromptBuilder.defaultMaximumCharacters)
        let photo = PhotoIdeasPrompt.prompt(images: [], builder: PromptBuilder(), kitchen: kitchen, preferences: .none, today: nil, wishes: wishes)
        #expect(photo.system.contains("Write every idea name, ingredient and step in \(name)."))
    }

    /// English prompts are byte for byte what they were before other languages.
    @Test func theEnglishPromptIsUnchanged() {
        let english = PromptBuilder().prompt(for: kitchen, preferences: .none, wishes: IdeaWishes(language: .english))
        #expect(
            english.system == """
                You are LunchBox, a practical helper who plans packed lunches from what is already in the kitchen.
                Reply with one JSON object and nothing else, in exactly this shape:
                {"ideas":[{"name":"short idea name","ingredients":["ingredient with amount"],"steps":["one preparation step"]}]}
                Give between 3 and 5 different ideas. Each idea needs a name, its ingredients and its steps in order.
                Use the listed ingredients; you may also assume salt, pepper, cooking oil and water. Do not invent other ingredients.
                Ideas must travel well in a lunch box, keep until lunchtime and take under 20 minutes to prepare.
                """)
        #expect(english == PromptBuilder().prompt(for: kitchen, preferences: .none))
        let compact = CompactPromptBuilder(ideaCount: 3)
        #expect(
            compact.prompt(for: kitchen, preferences: .none, today: nil, wishes: IdeaWishes(language: .english)).instructions
                == "You plan packed lunches from what is in the kitchen. Use only the kitchen's foods, plus salt, pepper, cooking oil and water. Every idea must keep to the diets named. Steps are short and in order."
        )
    }
}
