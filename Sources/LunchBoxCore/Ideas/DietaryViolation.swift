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

    public init(ingredient: String, food: Food, contents: [FoodContent], restrictions: [DietaryRestriction]) {
        self.ingredient = ingredient
        self.food = food
        self.contents = contents.sorted()
        self.restrictions = restrictions.sorted()
    }

    /// "peanut butter: contains peanuts; you chose nut-free".
    public var reason: String {
        "\(food.name): contains \(Self.list(contents.map(\.label))); you chose \(Self.list(restrictions.map(\.label)))"
    }

    /// "peanut butter contains peanuts (you chose nut-free)", for one-line summaries.
    public var summary: String {
        "\(food.name) contains \(Self.list(contents.map(\.label))) (you chose \(Self.list(restrictions.map(\.label))))"
    }

    static func list(_ items: [String]) -> String {
        EnglishList.and(items)
    }
}
