/// A lexicon food found for some text, with the name that matched and any free-from
/// wording that came with it ("gluten-free bread" is bread, free from gluten).
public struct FoodMatch: Equatable, Hashable, Sendable {
    public let food: Food
    /// The lexicon name or alias that matched ("courgette" for "2 courgettes").
    public let matchedName: String
    /// 1 for an exact match; less for a fuzzy one.
    public let score: Double
    /// Contents the text explicitly said are absent ("dairy-free", "vegan").
    public let freeFrom: Set<FoodContent>
    /// True when the name that matched is the food's name in another language ("Eier"
    /// for eggs), so English text calls the food by its English name.
    public let isTranslation: Bool

    public init(food: Food, matchedName: String, score: Double = 1, freeFrom: Set<FoodContent> = [], isTranslation: Bool = false) {
        self.food = food
        self.matchedName = matchedName
        self.score = score
        self.freeFrom = freeFrom
        self.isTranslation = isTranslation
    }

    /// What this food contains once the free-from wording is taken into account.
    public var contents: Set<FoodContent> { food.contains.subtracting(freeFrom) }
}
