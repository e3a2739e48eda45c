/// One entry of the food lexicon: a canonical name with the other names people use for
/// it, what kind of food it is, what it contains, and how to handle it.
public struct Food: Codable, Hashable, Sendable, Identifiable {
    /// The canonical name, lower case ("bell pepper").
    public let name: String
    /// Synonyms, regional names and irregular plurals ("capsicum", "sweet pepper").
    /// Regular plurals need not be listed: lookup folds them.
    public let aliases: [String]
    public let category: FoodCategory
    public let form: FoodForm?
    public let contains: Set<FoodContent>
    /// True when it is unsafe or unpleasant uncooked (raw chicken, dried pasta, rice).
    public let mustCook: Bool
    /// How many days it typically keeps in the fridge (or the cupboard, for dry goods)
    /// once bought or opened.
    public let fridgeDays: Int
    /// True when it comes in bite-sized pieces already (peas, beans, berries, prawns), so
    /// no step tells anyone to cut it.
    public let isBiteSized: Bool

    public var id: String { name }

    public init(
        name: String,
        aliases: [String] = [],
        category: FoodCategory,
        form: FoodForm? = nil,
        contains: Set<FoodContent> = [],
        mustCook: Bool = false,
        fridgeDays: Int,
        isBiteSized: Bool = false
    ) {
        self.name = name
        self.aliases = aliases
        self.category = category
        self.form = form
        self.contains = contains
        self.mustCook = mustCook
        self.fridgeDays = fridgeDays
        self.isBiteSized = isBiteSized
    }

    /// The name and every alias.
    public var allNames: [String] { [name] + aliases }

    private enum CodingKeys: String, CodingKey {
        case name, aliases, category, form, contains, mustCook, fridgeDays, biteSized
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.name = try container.decode(String.self, forKey: .name)
        self.aliases = try container.decodeIfPresent([String].self, forKey: .aliases) ?? []
        self.category = try container.decode(FoodCategory.self, forKey: .category)
        self.form = try container.decodeIfPresent(FoodForm.self, forKey: .form)
        self.contains = try container.decodeIfPresent(Set<FoodContent>.self, forKey: .contains) ?? []
        self.mustCook = try container.decodeIfPresent(Bool.self, forKey: .mustCook) ?? false
        self.fridgeDays = try container.decode(Int.self, forKey: .fridgeDays)
        self.isBiteSized = try container.decodeIfPresent(Bool.self, forKey: .biteSized) ?? false
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(aliases, forKey: .aliases)
        try container.encode(category, forKey: .category)
        try container.encodeIfPresent(form, forKey: .form)
        try container.encode(contains.sorted(), forKey: .contains)
        try container.encode(mustCook, forKey: .mustCook)
        try container.encode(fridgeDays, forKey: .fridgeDays)
        if isBiteSized { try container.encode(true, forKey: .biteSized) }
    }
}
