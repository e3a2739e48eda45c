import Foundation
import LunchBoxTesting
import Testing

@testable import LunchBoxCore

/// Issue 41, item 4: the household's units and weeks follow its locale, and typed amounts
/// in either system are read.
@Suite("Units and weeks follow the household")
struct UnitSystemTests {
    @Test func theRegionComesFromTheLocaleTag() {
        #expect(LocaleRegion.of(tag: "en-US") == "US")
        #expect(LocaleRegion.of(tag: "en_US.UTF-8") == "US")
        #expect(LocaleRegion.of(tag: "de_AT@euro") == "AT")
        #expect(LocaleRegion.of(tag: "zh-Hant-TW") == "TW")
        #expect(LocaleRegion.of(tag: "es-419") == "419")
        #expect(LocaleRegion.of(tag: "de") == nil)
        #expect(LocaleRegion.of(tag: "C.UTF-8") == nil)
        #expect(LocaleRegion.preferred(acceptLanguage: "en-US,en;q=0.9", for: .english) == "US")
        #expect(LocaleRegion.preferred(acceptLanguage: "en-GB;q=0.8, en-US;q=0.9", for: .english) == "US")
        #expect(LocaleRegion.preferred(acceptLanguage: "de-CH, en-US;q=0.5", for: .german) == "CH")
        #expect(LocaleRegion.preferred(acceptLanguage: "de, en-US;q=0.5", for: .german) == nil)
        #expect(LocaleRegion.preferred(environment: ["LANG": "en_US.UTF-8"]) == "US")
        #expect(LocaleRegion.preferred(environment: ["LANG": "en_US.UTF-8", "LC_ALL": "en_GB.UTF-8"]) == "GB")
    }

    @Test func theUSLiberiaAndMyanmarMeasureInCustomaryUnitsEveryoneElseInMetric() {
        #expect(UnitSystem(region: "US") == .usCustomary)
        #expect(UnitSystem(region: "lr") == .usCustomary)
        #expect(UnitSystem(region: "MM") == .usCustomary)
        for region in ["GB", "DE", "FR", "ES", "SE", "CA", "AU"] { #expect(UnitSystem(region: region) == .metric, "\(region)") }
        #expect(UnitSystem(region: nil) == .metric)
        #expect(UnitSystem(identifier: "US") == .usCustomary)
        #expect(UnitSystem(identifier: "metric") == .metric)
        #expect(UnitSystem(identifier: "imperial") == nil)
    }

    @Test func weeksBeginOnTheLocalesDay() {
        #expect(Weekday.firstDay(language: .english, region: "US") == .sunday)
        #expect(Weekday.firstDay(language: .english, region: "GB") == .monday)
        for language in [Language.german, .french, .spanish, .swedish] {
            #expect(Weekday.firstDay(language: language, region: nil) == .monday, "\(language)")
        }
        let words = Wordings()[.english]
        #expect(words.following(region: "US").weekStart == .sunday)
        #expect(words.following(region: "GB").weekStart == .monday)
    }

    private static let ounce = 28.349_523_125
    private static let pound = 453.592_37
    private static let fluidOunce = 29.573_529_562_5
    private static let cup = 236.588_236_5
    private static let typedAmounts: [(String, String, Double, String)] = [
        ("8 oz cheddar", "cheddar", 8 * ounce, "g"),
        ("1 lb chicken", "chicken", pound, "g"),
        ("2 cups rice", "rice", 2 * cup, "ml"),
        ("16 fl oz milk", "milk", 16 * fluidOunce, "ml"),
        ("1.5 lbs minced beef", "minced beef", 1.5 * pound, "g"),
        ("200 g feta", "feta", 200, "g"),
        ("1 kg potatoes", "potatoes", 1000, "g"),
        ("500 ml orange juice", "orange juice", 500, "ml"),
        ("milk (2 pints)", "milk", 2, "pint"),
        ("12floz cola", "cola", 12 * fluidOunce, "ml"),
    ]

    @Test(arguments: typedAmounts)
    func typedAmountsInEitherSystemAreRead(typed: String, name: String, value: Double, unit: String) throws {
        let entry = KitchenEntry.entry(from: typed)
        #expect(entry.name == name)
        let amount = try #require(entry.amount, "\(typed)")
        #expect(amount.unit == unit)
        #expect(abs(amount.value - value) < 0.000_001, "\(typed): \(amount.value)")
    }

    @Test func fractionsAndSpelledUnitsAreRead() {
        #expect(KitchenAmount(reading: "½ cup") == KitchenAmount(value: 236.588_236_5 / 2, unit: "ml"))
        #expect(KitchenAmount(reading: "3 ounces")?.unit == "g")
        #expect(KitchenAmount(reading: "2 fluid ounces") == KitchenAmount(value: 2 * 29.573_529_562_5, unit: "ml"))
        #expect(KitchenAmount(reading: "1 fl. oz")?.unit == "ml")
        #expect(KitchenEntry.entry(from: "pound cake").name == "pound cake")
    }

    @Test func amountsLunchBoxWorksOutAreWrittenInTheHouseholdsUnits() throws {
        let pound = try #require(KitchenAmount(reading: "1 lb"))
        let grams = try #require(KitchenAmount(reading: "200 g"))
        let left = try #require(pound.subtracting(grams))
        #expect(left.text(in: .usCustomary) == "8.95 oz")
        #expect(left.text(in: .metric) == "253.59 g")
        #expect(KitchenAmount(value: 1500, unit: "g").text(in: .metric) == "1.5 kg")
        #expect(KitchenAmount(value: 1500, unit: "g").text(in: .usCustomary) == "3.307 lb")
        #expect(KitchenAmount(value: 2 * 236.588_236_5, unit: "ml").text(in: .usCustomary) == "2 cups")
        #expect(KitchenAmount(value: 236.588_236_5, unit: "ml").text(in: .usCustomary) == "1 cup")
        #expect(KitchenAmount(value: 120, unit: "ml").text(in: .usCustomary) == "4.06 fl oz")
        #expect(KitchenAmount(value: 2000, unit: "ml").text(in: .metric) == "2 l")
        // Counts and containers are no system's.
        #expect(KitchenAmount(value: 0.5, unit: "tin").text(in: .usCustomary) == "half a tin")
        #expect(KitchenAmount(value: 3, unit: "").text(in: .usCustomary) == "3")
    }

    @Test func theFormatterWritesInTheReadersWordsAndDecimalMark() {
        let wordings = Wordings()
        #expect(wordings[.english].following(region: "US").amount(grams: 340) == "11.99 oz")
        #expect(wordings[.english].following(region: "GB").amount(grams: 340) == "340 g")
        #expect(wordings[.german].amount(grams: 1250) == "1,25 kg")
        #expect(wordings[.german].following(region: "DE", units: .usCustomary).amount(millilitres: 355) == "1,5 Tassen")
        #expect(wordings[.swedish].following(region: "SE", units: .usCustomary).amount(millilitres: 236.588_236_5) == "1 kopp")
        #expect(wordings[.french].amount(millilitres: 1500) == "1,5 l")
    }

    @Test func packingAndTheShoppingListWorkAcrossSystems() throws {
        let lexicon = try KitchenGenerators.lexicon()
        let chicken = InventoryItem(name: "chicken", quantity: "1 lb")
        let us = Packing(ingredients: ["chicken (200 g)"], items: [chicken], lexicon: lexicon, staples: [], units: .usCustomary)
        #expect(us.uses.first?.after?.quantity == "8.95 oz")
        #expect(us.uses.first?.taken == "7.05 oz")
        let metric = Packing(ingredients: ["chicken (200 g)"], items: [chicken], lexicon: lexicon, staples: [], units: .metric)
        #expect(metric.uses.first?.after?.quantity == "253.59 g")
        // Typed amounts are kept as typed: only the kitchen item packing changed is rewritten.
        #expect(metric.uses.first?.before.quantity == "1 lb")

        let meal = Meal(description: "Chicken rice", primaryProtein: "chicken (1 lb)", createdAt: Date(timeIntervalSince1970: 0))
        let held = [InventoryItem(name: "chicken", quantity: "200 g")]
        let usList = ShoppingList(plannedMeals: [meal], inventory: held, lexicon: lexicon, units: .usCustomary)
        #expect(usList.items.map(\.amount) == ["8.95 oz"])
        let metricList = ShoppingList(plannedMeals: [meal], inventory: held, lexicon: lexicon, units: .metric)
        #expect(metricList.items.map(\.amount) == ["253.59 g"])

        let topped = KitchenTopUp.merged([InventoryItem(name: "chicken", quantity: "200 g")], into: [chicken], lexicon: lexicon, units: .usCustomary)
        #expect(topped.map(\.quantity) == ["1.441 lb"])
    }
}
