/// The diets ideas must respect. Persisted so they are set once.
public struct DietaryPreferences: Codable, Equatable, Hashable, Sendable {
    public var vegetarian: Bool
    public var vegan: Bool
    public var glutenFree: Bool
    public var dairyFree: Bool
    public var nutFree: Bool

    public init(vegetarian: Bool = false, vegan: Bool = false, glutenFree: Bool = false, dairyFree: Bool = false, nutFree: Bool = false) {
        self.vegetarian = vegetarian
        self.vegan = vegan
        self.glutenFree = glutenFree
        self.dairyFree = dairyFree
        self.nutFree = nutFree
    }

    /// Preferences with exactly these restrictions switched on.
    public init(_ restrictions: some Sequence<DietaryRestriction>) {
        self.init()
        for restriction in restrictions { self[restriction] = true }
    }

    /// No restriction at all.
    public static let none = DietaryPreferences()

    /// The diets that are on, as a sentence lists them ("vegetarian and nut-free"); nil
    /// when none is. Every face says which diets ideas follow with these words.
    public var activeSummary: String? {
        let labels = active.map(\.label)
        return labels.isEmpty ? nil : EnglishList.and(labels)
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

    public var isEmpty: Bool { active.isEmpty }
}
