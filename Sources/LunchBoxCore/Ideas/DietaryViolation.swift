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

    public init(ingredient: String, food: Food, contents: [FoodContent], restrictions: [DietaryRestriction], avoided: [FoodContent] = []) {
        self.ingredient = ingredient
        self.food = food
        self.contents = contents.sorted()
        self.restrictions = restrictions.sorted()
        self.avoided = avoided.sorted()
    }

    /// "peanut butter: contains peanuts; you chose nut-free".
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
