/// The diets ideas must respect. Persisted so they are set once.
public struct DietaryPreferences: Codable, Equatable, Hashable, Sendable {
    public var vegetarian: Bool
    public var vegan: Bool
    public var glutenFree: Bool
    public var dairyFree: Bool
    public var nutFree: Bool
    /// Foods a household member must not have beyond the five diets (sesame, egg, fish),
    /// in the lexicon's terms. Empty for the household's own diets.
    public var avoids: Set<FoodContent>

    public init(
        vegetarian: Bool = false, vegan: Bool = false, glutenFree: Bool = false, dairyFree: Bool = false, nutFree: Bool = false, avoids: Set<FoodContent> = []
    ) {
        self.vegetarian = vegetarian
        self.vegan = vegan
        self.glutenFree = glutenFree
        self.dairyFree = dairyFree
        self.nutFree = nutFree
        self.avoids = avoids
    }

    /// Preferences with exactly these restrictions switched on, and these foods avoided.
    public init(_ restrictions: some Sequence<DietaryRestriction>, avoids: Set<FoodContent> = []) {
        self.init(avoids: avoids)
        for restriction in restrictions { self[restriction] = true }
    }

    /// No restriction at all.
    public static let none = DietaryPreferences()

    /// The diets that are on, as a sentence lists them ("vegetarian and nut-free"); nil
    /// when none is. Every face says which diets ideas follow with these words.
    public var activeSummary: String? {
        let diets = EnglishList.and(active.map(\.label))
        // "vegetarian and nut-free, no sesame or egg": the allergies after the diets.
        let avoided = avoids.isEmpty ? "" : "no " + EnglishList.or(avoids.sorted().map(\.label))
        let summary = [diets, avoided].filter { !$0.isEmpty }.joined(separator: ", ")
        return summary.isEmpty ? nil : summary
    }

    /// Turns every restriction off (the seed's `PreferencesStore.reset()`).
    public mutating func reset() {
        self = .none
    }

    public subscript(restriction: DietaryRestriction) -> Bool {
        get {
            switch restriction {
            case .vegetarian: vegetarian
            case .vegan: vegan
            case .glutenFree: glutenFree
            case .dairyFree: dairyFree
            case .nutFree: nutFree
            }
        }
        set {
            switch restriction {
            case .vegetarian: vegetarian = newValue
            case .vegan: vegan = newValue
            case .glutenFree: glutenFree = newValue
            case .dairyFree: dairyFree = newValue
            case .nutFree: nutFree = newValue
            }
        }
    }

    /// The restrictions switched on, in a fixed order.
    public var active: [DietaryRestriction] {
        DietaryRestriction.allCases.filter { self[$0] }
    }

    public var isEmpty: Bool { active.isEmpty && avoids.isEmpty }

    /// Both sets of needs at once: every diet either has and every food either avoids,
    /// so ideas for several people suit all of them.
    public func union(_ other: DietaryPreferences) -> DietaryPreferences {
        var combined = DietaryPreferences(active + other.active)
        combined.avoids = avoids.union(other.avoids)
        return combined
    }
}

// `avoids` is written only when there is one, and read as empty when absent, so stored
// and sent preferences from before household members read as they did.
extension DietaryPreferences {
    private enum CodingKeys: String, CodingKey {
        case vegetarian, vegan, glutenFree, dairyFree, nutFree, avoids
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            vegetarian: try container.decode(Bool.self, forKey: .vegetarian), vegan: try container.decode(Bool.self, forKey: .vegan),
            glutenFree: try container.decode(Bool.self, forKey: .glutenFree), dairyFree: try container.decode(Bool.self, forKey: .dairyFree),
            nutFree: try container.decode(Bool.self, forKey: .nutFree), avoids: try container.decodeIfPresent(Set<FoodContent>.self, forKey: .avoids) ?? [])
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(vegetarian, forKey: .vegetarian)
        try container.encode(vegan, forKey: .vegan)
        try container.encode(glutenFree, forKey: .glutenFree)
        try container.encode(dairyFree, forKey: .dairyFree)
        try container.encode(nutFree, forKey: .nutFree)
        if !avoids.isEmpty { try container.encode(avoids.sorted(), forKey: .avoids) }
    }
}
