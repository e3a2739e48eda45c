import Foundation

/// What goes with what, by cuisine (Resources/pairings.json): the sauces and herbs that
/// season each cuisine, the vegetables that suit it, the dishes it favours, and classic
/// partners across cuisines ("tuna" and "sweetcorn"). Names are lexicon canonical names.
public struct FoodPairings: Codable, Equatable, Sendable {
    /// One cuisine's larder.
    public struct Cuisine: Codable, Equatable, Sendable {
        /// Spices a cook would rub on a main before frying it.
        public let spices: [String]
        public let sauces: [String]
        public let herbs: [String]
        public let veg: [String]
        public let dishes: [DishKind]

        public init(spices: [String] = [], sauces: [String], herbs: [String], veg: [String], dishes: [DishKind]) {
            self.spices = spices
            self.sauces = sauces
            self.herbs = herbs
            self.veg = veg
            self.dishes = dishes
        }

        private enum CodingKeys: String, CodingKey {
            case spices, sauces, herbs, veg, dishes
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                spices: try container.decodeIfPresent([String].self, forKey: .spices) ?? [],
                sauces: try container.decode([String].self, forKey: .sauces), herbs: try container.decode([String].self, forKey: .herbs),
                veg: try container.decode([String].self, forKey: .veg), dishes: try container.decode([DishKind].self, forKey: .dishes))
        }
    }

    /// By cuisine name ("italian", "middle-eastern"); "everyday" is the household default.
    public let cuisines: [String: Cuisine]
    /// Dips that go with vegetable sticks.
    public let dips: [String]
    /// Sweet spreads, used only with their classic partners (peanut butter and jam).
    public let sweet: [String]
    /// Snacks a parent packs alongside a lunch.
    public let snacks: [String]
    /// Foods that come seasoned (cured meat, dips): no salt and pepper on them.
    public let seasoned: [String]
    /// Foods that never go in one lunch (kidney beans with rice and peas, which has them).
    public let clashes: [[String]]
    public let pairs: [[String]]

    public init(
        cuisines: [String: Cuisine], dips: [String] = [], sweet: [String] = [], snacks: [String] = [], seasoned: [String] = [], clashes: [[String]] = [],
        pairs: [[String]]
    ) {
        self.cuisines = cuisines
        self.dips = dips
        self.sweet = sweet
        self.snacks = snacks
        self.seasoned = seasoned
        self.clashes = clashes
        self.pairs = pairs
        self.partners = Self.index(pairs)
        self.clashing = Self.index(clashes)
    }

    /// True when the two foods must not go in one lunch.
    public func clash(_ first: String, _ second: String) -> Bool {
        clashing[first]?.contains(second) == true
    }

    /// No table: every pairing question is answered "no opinion".
    public static let none = FoodPairings(cuisines: [:], pairs: [])

    /// The cuisine every kitchen falls back on.
    public static let everyday = "everyday"

    /// True when the two foods are classic partners.
    public func goTogether(_ first: String, _ second: String) -> Bool {
        partners[first]?.contains(second) == true
    }

    /// The cuisine's table, or the everyday one.
    public func cuisine(_ name: String) -> Cuisine? {
        cuisines[name] ?? cuisines[Self.everyday]
    }

    private let partners: [String: Set<String>]
    private let clashing: [String: Set<String>]

    private enum CodingKeys: String, CodingKey {
        case cuisines, dips, sweet, snacks, seasoned, clashes, pairs
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            cuisines: try container.decode([String: Cuisine].self, forKey: .cuisines),
            dips: try container.decodeIfPresent([String].self, forKey: .dips) ?? [],
            sweet: try container.decodeIfPresent([String].self, forKey: .sweet) ?? [],
            snacks: try container.decodeIfPresent([String].self, forKey: .snacks) ?? [],
            seasoned: try container.decodeIfPresent([String].self, forKey: .seasoned) ?? [],
            clashes: try container.decodeIfPresent([[String]].self, forKey: .clashes) ?? [],
            pairs: try container.decode([[String]].self, forKey: .pairs))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(cuisines, forKey: .cuisines)
        try container.encode(dips, forKey: .dips)
        try container.encode(sweet, forKey: .sweet)
        try container.encode(snacks, forKey: .snacks)
        try container.encode(seasoned, forKey: .seasoned)
        try container.encode(clashes, forKey: .clashes)
        try container.encode(pairs, forKey: .pairs)
    }

    public static func == (lhs: FoodPairings, rhs: FoodPairings) -> Bool {
        lhs.cuisines == rhs.cuisines && lhs.dips == rhs.dips && lhs.sweet == rhs.sweet && lhs.snacks == rhs.snacks && lhs.seasoned == rhs.seasoned
            && lhs.clashes == rhs.clashes && lhs.pairs == rhs.pairs
    }

    private static func index(_ pairs: [[String]]) -> [String: Set<String>] {
        var partners: [String: Set<String>] = [:]
        for pair in pairs where pair.count == 2 {
            partners[pair[0], default: []].insert(pair[1])
            partners[pair[1], default: []].insert(pair[0])
        }
        return partners
    }
}
