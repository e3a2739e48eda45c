/// The plain defaults for a food whose entry leaves out the kitchen fields: worked out
/// from its category and form, as a cook would guess before knowing better. The bundled
/// lexicon states every field, so these only fill in foods added later.
extension Food {
    static func defaultState(category: FoodCategory, form: FoodForm?, mustCook: Bool) -> FoodState {
        if [.condiment, .fat].contains(category) || [.sauce, .spice].contains(form) { return .condiment }
        if form == .spread, category != .protein, category != .dairy { return .condiment }
        return mustCook ? .raw : .ready
    }

    static func defaultRoles(category: FoodCategory, form: FoodForm?) -> [FoodRole] {
        switch (category, form) {
        case (_, .aromatic): [.garnish]
        case (_, .soup): [.main]
        case (_, .cheese): [.main, .snack]
        case (_, .yogurt): [.snack]
        case (_, .milk), (.drink, _): [.drink]
        case (.protein, _): [.main]
        case (.carb, .cereal): [.carb, .snack]
        case (.carb, _): [.carb]
        case (.vegetable, _): [.veg]
        case (.fruit, _): [.fruit]
        case (.snack, _): [.snack]
        case (.condiment, _), (.fat, _), (.dairy, .spread): [.sauce]
        case (.dairy, _): [.snack]
        }
    }

    static func defaultPrep(category: FoodCategory, form: FoodForm?, isBiteSized: Bool) -> FoodPrep {
        if isBiteSized { return .none }
        switch (category, form) {
        case (_, .spread), (_, .yogurt), (_, .soup): return .spoon
        case (_, .cheese): return .slice
        case (.fruit, _): return .whole
        case (.vegetable, .leafy): return .tear
        case (.vegetable, _), (.protein, _): return .slice
        default: return .none
        }
    }

    static func defaultSauceUses(roles: [FoodRole], form: FoodForm?) -> Set<SauceUse> {
        guard roles.contains(.sauce) else { return [] }
        return form == .spread ? [.spread] : [.dip]
    }

    static func defaultDishes(roles: [FoodRole], form: FoodForm?, state: FoodState) -> Set<DishKind> {
        guard roles.contains(.main) else { return [] }
        if form == .soup { return [.flask] }
        if form == .cheese { return [.sandwich, .wrap, .plate] }
        return state == .cooked ? [.sandwich, .wrap, .box] : [.sandwich, .wrap, .box, .plate]
    }
}
