/// One lunch the offline chef has in mind: the dish, and the kitchen foods in each part of
/// it (a main, a carb or base, vegetables in the dish, a sauce, a garnish) with the fruit
/// or vegetable side, and optionally a dip, a snack and a drink packed alongside.
struct LunchPlan: Sendable {
    var dish: DishKind
    var main: ChefIngredient
    /// Nil when the main is its own carb (lasagne, cold pizza).
    var carb: ChefIngredient?
    /// A second main in the dish: beans in a quesadilla, cheese in a frittata.
    var extra: ChefIngredient?
    var veg: [ChefIngredient] = []
    var sauce: ChefIngredient?
    var garnish: ChefIngredient?
    /// A spice rubbed on the main before it is fried or roasted.
    var spice: ChefIngredient?
    /// Onion or garlic softened first in a dish cooked in the pan.
    var aromatic: ChefIngredient?
    var side: ChefIngredient?
    var dip: ChefIngredient?
    var snack: ChefIngredient?
    var drink: ChefIngredient?
    /// The cuisine that seasons it ("everyday" when none in particular).
    var cuisine: String
    var score: Int
    /// How many times this main and base have come back for another variant.
    var variants = 0
    /// A dish that usually has a base made without one: a salad box, a frittata alone.
    var baseless = false

    init(dish: DishKind, main: ChefIngredient, carb: ChefIngredient?, cuisine: String, score: Int = 0) {
        self.dish = dish
        self.main = main
        self.carb = carb
        self.cuisine = cuisine
        self.score = score
    }

    /// Every food in it, dish first, then what is packed alongside.
    var all: [ChefIngredient] {
        [main] + [extra, carb, aromatic].compactMap { $0 } + veg + [sauce, garnish, spice, side, dip, snack, drink].compactMap { $0 }
    }

    /// The foods in the dish itself.
    var inDish: [ChefIngredient] {
        [main] + [extra, carb, aromatic].compactMap { $0 } + veg + [sauce, garnish, spice].compactMap { $0 }
    }

    /// What tells two lunches apart: the foods in the dish (a quesadilla of cheddar and
    /// chicken is one, whichever leads), the side when the dish is a leftover alone, and
    /// the dish they are made into (egg fried rice is not an egg and rice box; a leftover
    /// reheated is still the same leftover).
    var foodNames: Set<String> {
        let dish = Set(inDish.map(\.name))
        return dish.count > 1 ? dish.union(["(\(self.dish.rawValue))"]) : dish.union([side?.name].compactMap { $0 })
    }

    /// Every food in it, and the dish they are made into (not for a leftover alone).
    var everyName: Set<String> {
        Set(all.map(\.name)).union(inDish.count > 1 ? ["(\(dish.rawValue))"] : [])
    }

    /// True when bread or a wrap is the dish (a sandwich, a wrap, a quesadilla, toast), not
    /// a slice beside a flask of soup.
    var isBreadBased: Bool {
        [.sandwich, .wrap, .quesadilla, .toast].contains(dish)
    }

    /// True when it holds a fruit or vegetable, in the dish or alongside.
    var hasProduce: Bool {
        !veg.isEmpty || side != nil || main.plays(.veg) || inDish.contains { $0.plays(.veg) || $0.plays(.fruit) }
    }

    /// The meal it is for: a dinner is served at the table, a lunch packed.
    var meal: MealType = .lunchBox

    /// Eaten hot: from a flask at lunch, from a bowl at dinner.
    var isHot: Bool { [.flask, .friedRice, .saucedPasta].contains(dish) || isBowl || isStirFry }

    /// Noodles at dinner: stir-fried in a wok, eaten hot.
    var isStirFry: Bool { meal == .dinner && dish == .noodles }

    /// True when the main is cooked from raw in a pan (mince, chicken pieces), which can
    /// take the onion, the vegetables and a sauce after it.
    var panCooksMain: Bool {
        main.state == .raw && [.brown, .panFry].contains(main.cooking?.technique)
    }

    /// A box at dinner: the main and its rice or grain served hot in a bowl.
    var isBowl: Bool { meal == .dinner && dish == .box }
}
