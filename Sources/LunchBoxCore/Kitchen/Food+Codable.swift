/// Foods as foods.json writes them: one object per food, the kitchen fields optional so
/// a food can be added with only a name, a category and how long it keeps.
extension Food: Codable {
    private enum CodingKeys: String, CodingKey {
        case name, aliases, category, form, contains, mayContain, mustCook, fridgeDays, biteSized
        case state, roles, prep, fillingPrep, cook, fromFrozen, serve, cuisines, melts, uses, dishes
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func optional<T: Decodable>(_ type: T.Type, _ key: CodingKeys) throws -> T? {
            try container.decodeIfPresent(type, forKey: key)
        }
        self.init(
            name: try container.decode(String.self, forKey: .name),
            aliases: try optional([String].self, .aliases) ?? [],
            category: try container.decode(FoodCategory.self, forKey: .category),
            form: try optional(FoodForm.self, .form),
            contains: try optional(Set<FoodContent>.self, .contains) ?? [],
            mayContain: try optional(Set<FoodContent>.self, .mayContain) ?? [],
            mustCook: try optional(Bool.self, .mustCook) ?? false,
            fridgeDays: try container.decode(Int.self, forKey: .fridgeDays),
            isBiteSized: try optional(Bool.self, .biteSized) ?? false,
            state: try optional(FoodState.self, .state),
            roles: try optional([FoodRole].self, .roles),
            prep: try optional(FoodPrep.self, .prep),
            fillingPrep: try optional(FoodPrep.self, .fillingPrep),
            cook: try optional(CookMethod.self, .cook),
            fromFrozen: try optional(CookMethod.self, .fromFrozen),
            serve: try optional(ServeTemperature.self, .serve),
            cuisines: try optional([String].self, .cuisines) ?? [],
            melts: try optional(Bool.self, .melts),
            sauceUses: try optional(Set<SauceUse>.self, .uses),
            dishes: try optional(Set<DishKind>.self, .dishes)
        )
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(aliases, forKey: .aliases)
        try container.encode(category, forKey: .category)
        try container.encodeIfPresent(form, forKey: .form)
        try container.encode(contains.sorted(), forKey: .contains)
        if !mayContain.isEmpty { try container.encode(mayContain.sorted(), forKey: .mayContain) }
        try container.encode(mustCook, forKey: .mustCook)
        try container.encode(fridgeDays, forKey: .fridgeDays)
        if isBiteSized { try container.encode(true, forKey: .biteSized) }
        try container.encode(state, forKey: .state)
        try container.encode(roles, forKey: .roles)
        try container.encode(prep, forKey: .prep)
        try container.encodeIfPresent(fillingPrep, forKey: .fillingPrep)
        try container.encodeIfPresent(cook, forKey: .cook)
        try container.encodeIfPresent(fromFrozen, forKey: .fromFrozen)
        try container.encodeIfPresent(serve, forKey: .serve)
        if !cuisines.isEmpty { try container.encode(cuisines, forKey: .cuisines) }
        if form == .cheese { try container.encode(melts, forKey: .melts) }
        if !sauceUses.isEmpty { try container.encode(sauceUses.map(\.rawValue).sorted(), forKey: .uses) }
        if !dishes.isEmpty { try container.encode(dishes.map(\.rawValue).sorted(), forKey: .dishes) }
    }
}
