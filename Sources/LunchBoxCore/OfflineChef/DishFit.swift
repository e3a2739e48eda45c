/// Which bases each dish is built on: a sandwich wants bread, onigiri want sticky rice, a
/// flask of curry wants rice or a flatbread alongside, lasagne needs nothing more.
enum DishFit {
    /// The dishes each kind of meal may be.
    static func dishes(for meal: MealType) -> Set<DishKind> {
        switch meal {
        case .lunchBox:
            [.sandwich, .wrap, .quesadilla, .box, .pasta, .saucedPasta, .noodles, .onigiri, .plate, .flask, .cold, .potatoSalad, .frittata, .friedRice]
        // Dinner is eaten hot at the table: no cold boxes or salads; a box becomes a hot
        // bowl, noodles a stir-fry.
        case .dinner: [.saucedPasta, .flask, .quesadilla, .frittata, .friedRice, .box, .noodles]
        case .snack: [.plate, .onigiri, .cold, .wrap]
        case .breakfast: [.overnightOats, .parfait, .toast, .frittata]
        }
    }

    /// True when `carb` can be the base of `dish` for `main`.
    static func fits(_ carb: ChefIngredient, _ dish: DishKind, main: ChefIngredient) -> Bool {
        let food = carb.food
        // A carb first (fried rice may carry a curry), not a dish of its own (lasagne).
        let isBase = food.roles.first == .carb || [.parfait, .overnightOats].contains(dish) && food.plays(.carb)
        guard isBase, carb.index != main.index else { return false }
        let form = food.form
        switch dish {
        case .sandwich: return form == .bread && !notSandwichBread.contains(food.name)
        case .wrap: return form == .wrap || food.name == "naan"
        case .quesadilla: return ["wraps", "corn tortillas"].contains(food.name)
        case .box: return [.rice, .grain].contains(form) || boxStarches.contains(food.name)
        case .pasta, .saucedPasta: return form == .pasta && food.plays(.carb)
        case .noodles: return form == .noodles
        case .onigiri: return food.name == "sushi rice"
        case .plate: return form == .crackers
        case .flask: return flaskSides(for: main).contains { $0(food) }
        case .potatoSalad: return ["potato", "cooked potatoes"].contains(food.name)
        case .frittata, .toast: return form == .bread && !notSandwichBread.contains(food.name) || form == .crackers || form == .wrap
        case .friedRice: return ["cooked rice", "rice", "basmati rice", "jasmine rice", "brown rice"].contains(food.name)
        case .overnightOats: return ["oats", "muesli"].contains(food.name)
        case .parfait: return ["granola", "oats", "muesli"].contains(food.name)
        case .cold, .side: return false
        }
    }

    /// True when the dish can be made with no base at all: a frittata, or a salad box
    /// around a main that is good cold on leaves (not a spread, not a hot dish).
    static func needsNoBase(_ dish: DishKind, main: ChefIngredient) -> Bool {
        switch dish {
        case .frittata: true
        case .box:
            main.food.form != .spread && main.serve != .hot && !main.plays(.carb)
                && [.box, .sandwich, .wrap, .plate, .pasta].contains { main.fits($0) }
        default: false
        }
    }

    /// True when the main brings its own base to this dish (lasagne in a flask).
    static func isWhole(_ main: ChefIngredient, in dish: DishKind) -> Bool {
        main.plays(.carb) && [.flask, .cold].contains(dish)
    }

    /// What goes alongside a hot main: rice or a flatbread with a curry, bread with soup,
    /// pasta with bolognese.
    private static func flaskSides(for main: ChefIngredient) -> [(Food) -> Bool] {
        let rice: (Food) -> Bool = { $0.form == .rice && $0.name != "arborio rice" }
        let flatbread: (Food) -> Bool = { $0.form == .wrap || $0.name == "naan" || $0.name == "pita" }
        let bread: (Food) -> Bool = { $0.form == .bread && !notSandwichBread.contains($0.name) || $0.form == .crackers }
        switch main.name {
        case "bolognese": return [{ $0.form == .pasta }]
        case "curry", "vegetable curry", "thai green curry", "dal", "sweet and sour chicken": return [rice, flatbread]
        case "chilli con carne", "bean chilli": return [rice, flatbread, { $0.name == "tortilla chips" }]
        case "stew": return [bread, { $0.name == "mashed potato" || $0.name == "cooked potatoes" }]
        default: return [bread, flatbread]
        }
    }

    /// Breads that are not made into sandwiches.
    private static let notSandwichBread: Set<String> = ["crumpets", "naan"]

    private static let boxStarches: Set<String> = [
        "potato", "cooked potatoes", "sweet potato", "cooked sweet potato", "plantain", "cassava", "rice and peas", "gnocchi",
    ]
}
