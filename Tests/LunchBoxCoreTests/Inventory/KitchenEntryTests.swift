import LunchBoxCore
import LunchBoxTesting
import PropertyBased
import Testing

@Suite("Several foods typed at once")
struct KitchenEntryTests {
    @Test func commasSplitAndANumberInFrontIsTheQuantity() {
        let entries = KitchenEntry.entries(in: "eggs, bread, 2 apples; 500 g pasta\n250g of butter, ½ cucumber,,  ")
        #expect(
            entries == [
                KitchenEntry(name: "eggs"), KitchenEntry(name: "bread"), KitchenEntry(name: "apples", quantity: "2"),
                KitchenEntry(name: "pasta", quantity: "500 g"), KitchenEntry(name: "butter", quantity: "250g"),
                KitchenEntry(name: "cucumber", quantity: "½"),
            ])
    }

    @Test func namesThatStartWithDigitsOrAreOnlyNumbersStayNames() {
        #expect(KitchenEntry.entries(in: "7up") == [KitchenEntry(name: "7up")])
        #expect(KitchenEntry.entries(in: "2") == [KitchenEntry(name: "2")])
        #expect(KitchenEntry.entries(in: "3 tins") == [KitchenEntry(name: "tins", quantity: "3")])
        #expect(KitchenEntry.entries(in: "2 x eggs") == [KitchenEntry(name: "x eggs", quantity: "2")])
    }

    // A list typed with commas gives back each food and its quantity, in order, whatever
    // the spacing around the commas.
    @Test func aTypedListComesBackAsTyped() async {
        let amount = Gen.element(of: ["", "2", "12", "1.5", "500 g", "3 tins", "250g"]).compactMap { $0 }
        let entry = zip(Generators.foodName, amount).map { KitchenEntry(name: $0, quantity: $1) }
        let gap = Gen.element(of: [",", ", ", " , ", ";", "\n", ",\n  "]).compactMap { $0 }
        await propertyCheck(count: 200, input: entry.array(of: 1...6), gap) { entries, gap in
            let text = entries.map { $0.quantity.isEmpty ? $0.name : "\($0.quantity) \($0.name)" }.joined(separator: gap)
            #expect(KitchenEntry.entries(in: text) == entries, "\(text)")
        }
    }
}
