/// One entry of the food lexicon: a canonical name with the other names people use for
/// it, what kind of food it is, what it contains, and how a cook handles it: its state,
/// its part in a lunch, how it is cut, how long it cooks, which dishes it suits.
///
/// The bundled foods.json states all of it for every food; a food added without the
/// kitchen fields gets the plain defaults in `Food+Defaults.swift`.
public struct Food: Hashable, Sendable, Identifiable {
    /// The canonical name, lower case ("bell pepper").
    public let name: String
    /// Synonyms, regional names and irregular plurals ("capsicum", "sweet pepper").
    /// Regular plurals need not be listed: lookup folds them.
    public let aliases: [String]
    public let category: FoodCategory
    public let form: FoodForm?
    public let contains: Set<FoodContent>
    /// What it often contains, so a label must be checked (gelatine in some yogurts).
    public let mayContain: Set<FoodContent>
    /// True when it is unsafe or unpleasant uncooked (raw chicken, dried pasta, rice).
    public let mustCook: Bool
    /// How many days it typically keeps in the fridge (or the cupboard, for dry goods)
    /// once bought or opened.
    public let fridgeDays: Int
    /// True when it comes in bite-sized pieces already (peas, beans, berries, prawns), so
    /// no step tells anyone to cut it.
    public let isBiteSized: Bool
    public let state: FoodState
    /// Its parts in a lunch, most usual first.
    public let roles: [FoodRole]
    /// How it is cut as a side or on its own.
    public let prep: FoodPrep
    /// How it is cut inside bread, a wrap or a salad, when that differs (carrot: grated).
    public let fillingPrep: FoodPrep?
    /// How it is cooked when raw; nil when it is not cooked.
    public let cook: CookMethod?
    /// How it is cooked or thawed when the kitchen's one is frozen.
    public let fromFrozen: CookMethod?
    /// How a cooked dish is eaten: hot from a flask, cold, or either.
    public let serve: ServeTemperature?
    /// The cuisines it belongs to ("indian", "mediterranean"), for pairing and preference.
    public let cuisines: [String]
    /// For cheese: true when it melts (cheddar), false when it only softens (feta, paneer).
    public let melts: Bool
    /// For sauces and spreads: what they can do in a lunch.
    public let sauceUses: Set<SauceUse>
    /// For mains: the dishes it suits.
    public let dishes: Set<DishKind>

    public var id: String { name }

    public init(
        name: String,
        aliases: [String] = [],
        category: FoodCategory,
        form: FoodForm? = nil,
        contains: Set<FoodContent> = [],
        mayContain: Set<FoodContent> = [],
        mustCook: Bool = false,
        fridgeDays: Int,
        isBiteSized: Bool = false,
        state: FoodState? = nil,
        roles: [FoodRole]? = nil,
        prep: FoodPrep? = nil,
        fillingPrep: FoodPrep? = nil,
        cook: CookMethod? = nil,
        fromFrozen: CookMethod? = nil,
        serve: ServeTemperature? = nil,
        cuisines: [String] = [],
        melts: Bool? = nil,
        sauceUses: Set<SauceUse>? = nil,
        dishes: Set<DishKind>? = nil
    ) {
        self.name = name
        self.aliases = aliases
        self.category = category
        self.form = form
        self.contains = contains
        self.mayContain = mayContain
        self.mustCook = mustCook
        self.fridgeDays = fridgeDays
        self.isBiteSized = isBiteSized
        let state = state ?? Self.defaultState(category: category, form: form, mustCook: mustCook)
        self.state = state
        let roles = roles ?? Self.defaultRoles(category: category, form: form)
        self.roles = roles
        self.prep = prep ?? Self.defaultPrep(category: category, form: form, isBiteSized: isBiteSized)
        self.fillingPrep = fillingPrep
        self.cook = cook
        self.fromFrozen = fromFrozen
        self.serve = serve
        self.cuisines = cuisines
        self.melts = melts ?? (form == .cheese)
        self.sauceUses = sauceUses ?? Self.defaultSauceUses(roles: roles, form: form)
        self.dishes = dishes ?? Self.defaultDishes(roles: roles, form: form, state: state)
    }

    /// The name and every alias.
    public var allNames: [String] { [name] + aliases }

    public func plays(_ role: FoodRole) -> Bool { roles.contains(role) }

    /// How it is cut inside bread, a wrap or a salad.
    public var prepInside: FoodPrep { fillingPrep ?? prep }
}
