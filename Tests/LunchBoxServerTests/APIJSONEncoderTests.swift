import Foundation
import LunchBoxCore
import LunchBoxTesting
import LunchBoxUseCases
import LunchBoxWire
import PropertyBased
import Testing

/// The API's one-pass writer gives the very bytes JSONEncoder gives with the API's options
/// (`APICoding.encoder()`), for every kind of value the API sends.
@Suite("API JSON encoder")
struct APIJSONEncoderTests {
    static let exportedAt = Date(timeIntervalSince1970: 1_795_000_000)

    static func expectSameBytes<Value: Encodable>(_ value: Value, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let expected = String(decoding: try APICoding.encoder().encode(value), as: UTF8.self)
        let written = String(decoding: try APIJSONEncoder().encode(value), as: UTF8.self)
        #expect(written == expected, sourceLocation: sourceLocation)
    }

    /// A household's whole document: members, play progress keyed by kind, the week.
    @Test func wholeHouseholdsAreWrittenAsJSONEncoderWritesThem() async throws {
        await propertyCheck(count: 100, input: HouseholdGenerators.snapshot) { household in
            try Self.expectSameBytes(HouseholdDocument(household, exportedAt: Self.exportedAt))
        }
    }

    @Test func listsOfIdeasItemsAndMealsAreWrittenAsJSONEncoderWritesThem() async throws {
        await propertyCheck(count: 100, input: Generators.ideas(0...6), Generators.inventoryItems(0...8), PlannerGenerators.meals(0...6)) {
            ideas, items, meals in
            try Self.expectSameBytes(FavoritesRoutes.FavoriteList(favorites: ideas))
            try Self.expectSameBytes(items)
            try Self.expectSameBytes(MealsRoutes.MealList(meals: meals, options: FilterOptions(meals: meals)))
        }
    }

    /// What a household's server sends most: the offline chef's batch with its kitchen
    /// use and nutrition, the shopping list, the settings.
    @Test func aHouseholdsAnswersAreWrittenAsJSONEncoderWritesThem() async throws {
        let (useCases, _) = try TestUseCases.make()
        for food in ["wholemeal bread", "cheddar", "2 apples", "cooked chicken", "lettuce", "tomatoes", "hummus", "1 l milk"] {
            _ = try await useCases.inventory.add(name: food, quantity: "")
        }
        let batch = try await useCases.ideas.ask(engine: .offline)
        try Self.expectSameBytes(batch)
        let meal = try await useCases.plan.addMeal(description: "Chicken wrap", protein: "chicken", carb: "wrap", components: ["lettuce", "yoghurt (150 g)"])
        let monday = try #require(CalendarDay(isoString: "2026-11-23"))
        _ = try await useCases.plan.assign(mealID: meal.id, to: [monday])
        let week = PlanWeek(containing: monday)
        try Self.expectSameBytes(try await useCases.plan.shoppingList(for: week))
        try Self.expectSameBytes(try await useCases.settings.summary())
        try Self.expectSameBytes(try await useCases.inventory.items())
    }

    struct Edges: Encodable {
        var text = "quote \" backslash \\ slash / controls \u{08}\u{0C}\n\r\t\u{01}\u{1F} del \u{7F} line \u{2028} é 🥕"
        var numbers: [Double] = [2, 0.1, -0.0, 1e-7, 1e21, 1e16, 100, 0.000_01, 123_456_789.25, -3.5, 9_007_199_254_740_994, .greatestFiniteMagnitude]
        var float: Float = 0.1
        var integers: [Int64] = [.min, -1, 0, .max]
        var unsigned: UInt64 = .max
        var date = Date(timeIntervalSince1970: 1_795_000_000.123)
        var url = URL(string: "https://kitchen.local:8080/api/ideas?x=1")
        var id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        var data = Data([0, 1, 2, 250])
        var byName: [String: Int] = ["zeta": 1, "alpha": 2, "Beta": 3, "_": 4, "a10": 5, "a2": 6]
        var byNumber: [Int: String] = [10: "ten", 2: "two"]
        var nothing: String?
        var nulls: [String?] = [nil, "x"]
        var empty = Empty()
        var nested: [[String]] = [[], ["a"], ["b", "c"]]
    }

    struct Empty: Encodable {}

    @Test func theSpellingsOfStringsNumbersAndFoundationValuesAreJSONEncoders() throws {
        try Self.expectSameBytes(Edges())
        try Self.expectSameBytes("plain")
        try Self.expectSameBytes([1.5, 2])
    }

    /// A value that gives one key twice keeps the last, as JSONEncoder keeps it.
    struct TwiceKeyed: Encodable {
        enum Keys: String, CodingKey { case b, a }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode("first", forKey: .b)
            try container.encode(1, forKey: .a)
            try container.encode("last", forKey: .b)
        }
    }

    /// Nested containers and super encoders are not followed: JSONEncoder writes those.
    struct Nesting: Encodable {
        enum Keys: String, CodingKey { case outer, list, zz }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode("z", forKey: .zz)
            var inner = container.nestedContainer(keyedBy: Keys.self, forKey: .outer)
            try inner.encode(true, forKey: .list)
            var list = container.nestedUnkeyedContainer(forKey: .list)
            try list.encode(3)
        }
    }

    /// A value that asks for its list twice adds to one list.
    struct TwiceListed: Encodable {
        func encode(to encoder: any Encoder) throws {
            var first = encoder.unkeyedContainer()
            try first.encode(1)
            var second = encoder.unkeyedContainer()
            try second.encode(2)
        }
    }

    /// A value that asks for a single value and gives none is written as `{}`.
    struct Silent: Encodable {
        func encode(to encoder: any Encoder) throws {
            _ = encoder.singleValueContainer()
        }
    }

    struct Holder: Encodable {
        var listed = TwiceListed()
        var silent = Silent()
        var after = "x"
    }

    @Test func unusualWaysOfEncodingGiveTheSameDocument() throws {
        try Self.expectSameBytes(Holder())
        try Self.expectSameBytes([Silent(), Silent()])
        try Self.expectSameBytes(TwiceKeyed())
        try Self.expectSameBytes(Nesting())
        try Self.expectSameBytes([Nesting(), Nesting()])
    }

    @Test func aNumberJSONCannotHoldIsAnError() {
        #expect(throws: EncodingError.self) { try APIJSONEncoder().encode([Double.nan]) }
        #expect(throws: EncodingError.self) { try APIJSONEncoder().encode(["x": Double.infinity]) }
    }
}
