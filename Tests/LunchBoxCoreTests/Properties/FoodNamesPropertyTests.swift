import Foundation
import LunchBoxCore
import LunchBoxTesting
import PropertyBased
import Testing

@Suite("Food names in other languages: properties")
struct FoodNamesPropertyTests {
    static let lexicon = try! KitchenGenerators.lexicon()
    /// Every foreign name with its food: (canonical name, foreign name).
    static let entries: [(food: String, name: String)] = {
        let foreign = try! FoodNames.bundled()
        return lexicon.foods.flatMap { food in
            FoodNames.languages.flatMap { language in foreign.names(of: food.name, in: language).map { (food.name, $0) } }
        }
    }()

    /// How a name reaches the app: typed as written or in lower case, printed in
    /// capitals on a pack, or read by OCR that drops accents.
    static func written(_ name: String, style: Int) -> String {
        let bare = name.folding(options: .diacriticInsensitive, locale: nil)
        return [name, name.lowercased(), name.uppercased(), bare, bare.uppercased()][style]
    }

    // Any foreign name, however a pack or a keyboard writes it, is its own food.
    @Test func everyForeignNameInAnyWritingIsItsOwnFood() async {
        let entry = Gen.element(of: Self.entries.indices).compactMap { $0 }
        await propertyCheck(count: 400, input: entry, Gen.int(in: 0...4)) { index, style in
            let (food, name) = Self.entries[index]
            let written = Self.written(name, style: style)
            #expect(Self.lexicon.lookup(written).food?.name == food, "\(written) should be \(food)")
        }
    }

    // With an amount in front, as typed into the kitchen, it is still its own food.
    @Test func foreignNamesWithAnAmountAreTheirFood() async {
        let entry = Gen.element(of: Self.entries.indices).compactMap { $0 }
        let amount = Gen.element(of: ["2 ", "500 g ", "1 l ", "3x ", ""]).compactMap { $0 }
        await propertyCheck(count: 300, input: entry, amount) { index, amount in
            let (food, name) = Self.entries[index]
            #expect(Self.lexicon.lookup(amount + name).food?.name == food, "\(amount + name) should be \(food)")
        }
    }

    // A list typed in one line, separated by commas, reads as those foods in order.
    @Test func aTypedListOfForeignNamesReadsAsThoseFoods() async {
        let entry = Gen.element(of: Self.entries.indices).compactMap { $0 }
        await propertyCheck(count: 200, input: entry.array(of: 1...5)) { indices in
            let picked = indices.map { Self.entries[$0] }
            let entries = KitchenEntry.entries(in: picked.map(\.name).joined(separator: ", "))
            #expect(entries.count == picked.count)
            for (entry, expected) in zip(entries, picked) {
                #expect(Self.lexicon.lookup(entry.name).food?.name == expected.food, "\(entry.name) should be \(expected.food)")
            }
        }
    }
}
