/// One ingredient that breaks a diet the person chose, and why.
public struct DietaryViolation: Equatable, Hashable, Sendable {
    /// The ingredient line as the idea wrote it ("2 tbsp crunchy peanut butter").
    public let ingredient: String
    /// The food found in it.
    public let food: Food
    /// What the food contains that the diets rule out, in a fixed order.
    public let contents: [FoodContent]
    /// The chosen diets it breaks, in a fixed order.
    public let restrictions: [DietaryRestriction]
    /// The avoided foods (a member's allergies) it has, in a fixed order.
    public let avoided: [FoodContent]
    /// The food as the ingredient named it ("hähnchenbrust" in a German reply), for the
    /// reader; `food.name` when not given.
    public let named: String

    public init(
        ingredient: String, food: Food, contents: [FoodContent], restrictions: [DietaryRestriction], avoided: [FoodContent] = [], named: String? = nil
    ) {
        self.named = named ?? food.name
        self.ingredient = ingredient
        self.food = food
        self.contents = contents.sorted()
        self.restrictions = restrictions.sorted()
        self.avoided = avoided.sorted()
    }

    /// Why, kept as what was found, for each reader to word in their language.
    public var why: HeldBackReason {
        HeldBackReason(food: named, contents: contents, restrictions: restrictions, avoided: avoided)
    }

    /// "peanut butter: contains peanuts; you chose nut-free", in English whatever the
    /// reader's language (the API's display text); pages word `why` instead.
    public var reason: String {
        "\(food.name): contains \(Self.list(contents.map(\.label))); \(chosen)"
    }

    /// "peanut butter contains peanuts (you chose nut-free)", for one-line summaries.
    public var summary: String {
        "\(food.name) contains \(Self.list(contents.map(\.label))) (\(chosen))"
    }

    /// "you chose nut-free", "you avoid sesame", or both.
    private var chosen: String {
        var parts: [String] = []
        if !restrictions.isEmpty || avoided.isEmpty { parts.append("you chose \(Self.list(restrictions.map(\.label)))") }
        if !avoided.isEmpty { parts.append("you avoid \(Self.list(avoided.map(\.label)))") }
        return parts.joined(separator: "; ")
    }

    static func list(_ items: [String]) -> String {
        EnglishList.and(items)
    }
}
