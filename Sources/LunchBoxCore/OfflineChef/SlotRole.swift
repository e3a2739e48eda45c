/// What may fill one slot of a lunch format: "a wrap", "a main protein", "a raw vegetable".
enum SlotRole: CaseIterable, Sendable {
    case slicedOrSplitBread
    case wrap
    case rice
    case grain
    case boxCarb
    case pasta
    case noodles
    case potato
    case snackBase
    case sideBread
    case cereal
    case filling
    case main
    case protein
    case cheese
    case spread
    case dressing
    case noodleSauce
    case vegetable
    case rawVegetable
    /// Vegetables worth cooking: not cucumber, avocado, pickles and other salad things.
    case cookingVegetable
    case leafy
    case fruit
    case produce
    case aromatic
    case yogurt
    case milkOrYogurt
    case crunch
    case snack
    case soup
    case nori
    case extra

    func accepts(_ ingredient: ChefIngredient) -> Bool {
        guard let food = ingredient.food else { return self == .extra }
        let form = food.form
        switch self {
        case .slicedOrSplitBread: return form == .bread
        case .wrap: return form == .wrap
        case .rice: return form == .rice
        case .grain: return form == .rice || form == .grain
        case .boxCarb: return form == .rice || form == .grain || form == .noodles
        case .pasta: return form == .pasta
        case .noodles: return form == .noodles
        case .potato: return form == .potato && !["fries", "hash browns", "mashed potato"].contains(food.name)
        case .snackBase: return form == .crackers || form == .bread
        case .sideBread: return form == .bread || form == .crackers
        case .cereal: return Self.soakingCereals.contains(food.name)
        case .filling: return food.category == .protein && form != .soup || form == .cheese
        case .main: return food.category == .protein && form == nil || form == .cheese
        case .protein: return food.category == .protein && form == nil
        case .cheese: return form == .cheese
        case .spread: return form == .spread && !Self.sweetSpreads.contains(food.name)
        case .dressing: return Self.dressings.contains(food.name)
        case .noodleSauce: return Self.noodleSauces.contains(food.name)
        case .vegetable: return food.category == .vegetable && form == nil
        case .rawVegetable: return food.category == .vegetable && form == nil && !food.mustCook
        case .cookingVegetable: return food.category == .vegetable && form == nil && !Self.saladOnly.contains(food.name)
        case .leafy: return form == .leafy
        case .fruit: return food.category == .fruit && form == nil && !food.mustCook
        case .produce:
            return (food.category == .vegetable || food.category == .fruit) && form == nil && !food.mustCook
        case .aromatic: return form == .aromatic && !Self.cookingAromatics.contains(food.name)
        case .yogurt: return form == .yogurt
        case .milkOrYogurt: return form == .milk || form == .yogurt
        case .crunch: return Self.crunchyToppings.contains(food.name)
        case .snack: return food.category == .snack && !Self.crunchyToppings.contains(food.name)
        case .soup: return form == .soup
        case .nori: return food.name == "nori"
        case .extra: return false
        }
    }

    /// Aromatics that need cooking or are too strong raw to scatter over a lunch.
    private static let cookingAromatics: Set<String> = [
        "garlic", "ginger", "onion", "shallot", "lemongrass", "rosemary", "thyme", "sage",
    ]

    private static let saladOnly: Set<String> = [
        "cucumber", "avocado", "olives", "pickles", "radish", "bean sprouts", "alfalfa sprouts", "coleslaw",
        "sauerkraut", "kimchi", "water chestnuts", "artichoke hearts", "pickled onions", "seaweed salad",
        "roasted red peppers", "sun-dried tomatoes", "celery", "capers",
    ]

    private static let sweetSpreads: Set<String> = [
        "jam", "marmalade", "honey", "chocolate spread", "lemon curd",
    ]

    private static let soakingCereals: Set<String> = ["oats", "muesli"]

    private static let dressings: Set<String> = [
        "salad dressing", "balsamic vinegar", "vinegar", "pesto", "mayonnaise", "aioli", "ranch dressing",
        "caesar dressing", "thousand island dressing", "blue cheese dressing", "lemon juice", "lime juice",
        "tzatziki", "honey mustard", "salsa", "olive oil", "harissa", "sweet chilli sauce", "dijon mustard",
        "wholegrain mustard",
    ]

    private static let noodleSauces: Set<String> = [
        "soy sauce", "tamari", "teriyaki sauce", "satay sauce", "hoisin sauce", "sweet chilli sauce", "sriracha",
        "oyster sauce", "ketjap manis", "ponzu", "stir fry sauce", "black bean sauce", "chilli oil", "gochujang",
        "miso", "sesame oil",
    ]

    private static let crunchyToppings: Set<String> = [
        "granola", "almonds", "walnuts", "cashews", "pecans", "pistachios", "hazelnuts", "macadamia nuts",
        "brazil nuts", "mixed nuts", "peanuts", "trail mix", "sunflower seeds", "pumpkin seeds", "chia seeds",
        "flaxseed", "hemp seeds", "mixed seeds", "desiccated coconut", "raisins", "sultanas", "dried cranberries",
        "dried apricots", "mixed dried fruit", "freeze-dried fruit", "banana chips", "cornflakes", "rice krispies",
    ]
}
