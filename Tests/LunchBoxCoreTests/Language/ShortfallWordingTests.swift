import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

/// The offline chef's note under a short batch is a value each face words in its
/// reader's language, naming the foods to add as that language does.
@Suite("The chef's note in the reader's language")
struct ShortfallWordingTests {
    static let wordings = Wordings()

    func shortfall(_ typed: String, _ preferences: DietaryPreferences = .none) throws -> ChefShortfall {
        let chef = OfflineChef(lexicon: try KitchenGenerators.lexicon())
        let items = KitchenEntry.entries(in: typed).map { InventoryItem(name: $0.name, quantity: $0.quantity) }
        return try #require(chef.batch(for: items, preferences: preferences, seed: 1).shortfall)
    }

    @Test func aVeganKitchenWithoutProteinIsToldWhatToAddInGerman() throws {
        let note = try shortfall("cucumber, ham, rice", DietaryPreferences(vegan: true)).message(Self.wordings[.german])
        #expect(note.contains("Für mehr Ideen füge eine Eiweißquelle wie"), "\(note)")
        #expect(note.contains("Kichererbsen"), "\(note)")
        #expect(note.contains("Wegen deiner Ernährung weggelassen: ham."), "\(note)")
        #expect(!note.contains("Add ") && !note.contains("such as"), "\(note)")
    }

    @Test func everyLanguageWordsTheSameNoteWithoutEnglish() throws {
        let value = try shortfall("bread, apples, zorblax")
        let english = value.message(Self.wordings[.english])
        #expect(english.contains("Add ") && english.contains("Not recognised: zorblax."), "\(english)")
        for language in Language.allCases where language != .english {
            let note = value.message(Self.wordings[language])
            #expect(!note.isEmpty && note != english, "\(language)")
            #expect(!note.contains("Add ") && !note.contains("such as") && !note.contains("Not recognised"), "\(language): \(note)")
            #expect(note.contains("zorblax"), "\(language): \(note)")
        }
    }

    @Test func theNoteSurvivesBeingKeptAndABatchKeptWithTheOldTextIsStillRead() throws {
        let value = try shortfall("bread, cheddar")
        var batch = IdeaBatch(ideas: [], origin: .offlineChef, heldBackSummary: "1 held back", unverified: ["x": ["zorblax"]])
        batch.shortfall = value
        // Every field kept (IdeaBatch+Codable lists them): none is dropped on the way.
        batch.number = 4
        batch.earlierNames = ["Egg Wrap"]
        batch.kitchenUses = [:]
        batch.language = .german
        let kept = try JSONDecoder().decode(IdeaBatch.self, from: JSONEncoder().encode(batch))
        #expect(kept == batch)
        let old = #"{"ideas":[],"origin":{"engine":"offline"},"heldBack":[],"unverified":{},"number":3,"shortfall":"Only 1 different lunch can be made."}"#
        let read = try JSONDecoder().decode(IdeaBatch.self, from: Data(old.utf8))
        #expect(read.number == 3 && read.shortfall == nil)
    }
}
