import LunchBoxCore

/// What the checker knows about food on its own, apart from the chef's lexicon fields,
/// so the chef cannot pass by agreeing with itself. Names are lower-case words; a phrase
/// matches whole words of a line.
enum CheckerKnowledge {
    // MARK: State

    /// Words that say an item is already cooked.
    static let cookedWords: Set<String> = ["cooked", "leftover", "leftovers", "roast", "roasted", "cold", "takeaway", "grilled", "baked"]

    /// Foods that are cooked dishes whatever the item says.
    static let cookedDishes: [String] = [
        "pizza", "lasagne", "lasagna", "curry", "dal", "dhal", "daal", "fried rice", "chilli con carne", "bolognese", "stew", "pierogi",
        "char siu", "bhaji", "bhajis", "spring rolls", "sweet and sour", "jerk chicken", "rice and peas", "cooked rice", "cooked chicken",
        "roast potatoes", "hard boiled eggs", "hard-boiled eggs", "garlic bread", "soup",
        "takeaway", "ready meal", "pasta salad", "rice salad", "bulgogi", "shawarma", "doner", "rajma", "chole", "curry goat", "goat curry",
    ]

    /// Dried pulses called dal that are cooked from dry, not a pot of dal: "chana dal".
    static let dryDals: [String] = ["chana dal", "toor dal", "moong dal", "urad dal", "masoor dal", "red lentils"]

    /// Foods sold frozen that are not safe or pleasant until cooked.
    static let frozenFoods: [String] = ["fish fingers", "chicken nuggets", "hash browns", "oven chips"]

    /// Verbs that cook or thaw, for frozen and raw food.
    static let cookVerbs = [
        "cook", "boil", "simmer", "steam", "bake", "roast", "fry", "stir-fry", "microwave", "thaw", "defrost", "heat", "reheat", "blanch",
        "poach", "grill", "toast", "scramble", "griddle", "boiling", "soak", "brown",
    ]

    /// Dishes a cook makes from a listed base: an idea called "Egg Fried Rice" needs rice.
    static let madeDishes: [String: Set<String>] = [
        "fried rice": ["rice", "cooked rice", "basmati rice", "jasmine rice", "brown rice"], "onigiri": ["sushi rice", "rice", "cooked rice"],
        "potato salad": ["potato", "cooked potatoes"], "overnight oats": ["oats", "muesli"], "egg salad": ["eggs", "hard-boiled eggs"],
        "tuna mayo": ["tuna"],
    ]

    /// Mains that come seasoned: cured meat, smoked fish, cheese, dips.
    static let seasonedMains: Set<String> = [
        "ham", "salami", "prosciutto", "pepperoni", "chorizo", "kielbasa", "smoked salmon", "smoked mackerel", "char siu", "jerk chicken",
        "sausage rolls", "scotch eggs", "pork pie", "pasty", "spam", "quiche",
        "hummus", "turkey slices", "roast beef", "pastrami", "meat sticks", "falafel", "tuna mayo", "egg salad", "sausages", "cooked sausages",
        "chicken sausages", "hot dogs", "bacon", "cooked bacon", "meatballs", "burgers", "veggie sausages", "fish fingers", "chicken nuggets",
        "baked beans", "ful medames", "bulgogi", "shawarma", "cold cuts", "stuffed vine leaves", "chicken kiev",
    ]

    /// Savoury sauces and dressings that season almost any lunch: one in the kitchen should
    /// not sit unused while an idea goes out with only salt and oil.
    static let savourySauces: Set<String> = asianSauces.union([
        "pesto", "mayonnaise", "salsa", "hot sauce", "chutney", "mango chutney", "tzatziki", "tahini", "caesar dressing", "ranch dressing",
        "vinaigrette", "salad dressing", "bbq sauce", "harissa", "balsamic vinegar",
    ])

    /// Sauces for rice and noodles; the others go with bread.
    static let asianSauces: Set<String> = [
        "soy sauce", "tamari", "sweet chilli sauce", "hoisin sauce", "teriyaki sauce", "sriracha", "gochujang", "satay sauce", "peanut sauce",
    ]

    /// The dishes a kitchen sauce should season when one is there: a salad takes any, rice
    /// and noodles the Asian ones, bread the others. A frittata, a flask or fried rice may
    /// go without.
    static func sauceSuits(_ sauce: String, dish: String) -> Bool {
        if dish.hasSuffix("salad box") || dish == "salad" { return true }
        if ["rice box", "bento", "noodles", "rice bowl"].contains(dish) { return asianSauces.contains(sauce) }
        if ["sandwich", "wrap", "bagel", "pitta", "roll"].contains(dish) { return !asianSauces.contains(sauce) }
        return false
    }

    /// A step that cooks again from raw: what must never happen to cooked food.
    static let rawCookingPatterns = [
        #"\brinse\b"#, #"until tender"#, #"cooked through"#, #"no pink"#,
        #"\b(boil|simmer|roast|bake)\b[^.]*\b\d+(-\d+)? minutes"#,
    ]

    // MARK: Preparation

    /// Foods a cook cuts before packing (a whole cucumber or tomato does not go in a box).
    static let mustCut: Set<String> = [
        "tomato", "cucumber", "carrot", "bell pepper", "celery", "zucchini", "avocado", "melon", "watermelon", "pineapple", "mango",
        "red onion", "spring onion", "cabbage", "red cabbage", "broccoli", "cauliflower", "fennel", "beetroot", "cooked chicken",
        "halloumi", "paneer", "tofu", "cheddar", "mozzarella", "feta", "chorizo", "red leicester", "gouda", "edam", "manchego",
        "plantain", "sweet potato", "potato", "cooked potatoes", "orange", "grapefruit", "kiwi", "papaya", "pickles", "chinese cabbage",
        "bok choy", "radish", "cooked sausages", "hard-boiled eggs", "kielbasa", "jerk chicken", "char siu",
    ]

    /// Foods packed whole inside bread: they roll out, so a cook halves or crushes them.
    static let cutInBread: Set<String> = ["falafel", "meatballs", "cooked sausages", "hard-boiled eggs", "chicken nuggets"]

    static let cutVerbs = [
        "cut", "chop", "slice", "dice", "cube", "grate", "shred", "tear", "halve", "quarter", "crumble", "segment", "peel", "mash",
        "flake", "crush", "wedges", "sticks", "florets", "ribbons", "strips", "rounds", "spiralise", "pull apart", "break",
    ]

    /// Citrus is peeled and segmented, cut in wedges or squeezed; never "chopped" and scattered.
    static let citrus: Set<String> = ["orange", "mandarin", "grapefruit", "lemon", "lime"]

    /// Cheeses that soften or squeak but do not melt.
    static let nonMelting: Set<String> = ["feta", "paneer", "halloumi", "cottage cheese", "ricotta", "labneh"]

    /// The fewest minutes a food can be cooked in, where a short time is a known mistake.
    static let minimumMinutes: [String: Int] = ["brown rice": 20, "wild rice": 35, "pearl barley": 25, "quinoa": 10, "dried chickpeas": 45]

    // MARK: Roles

    /// Cooked dishes that are a main and a carb at once.
    static let mainAndCarb: Set<String> = [
        "pizza", "lasagne", "lasagna", "pierogi", "fried rice", "mac and cheese", "pasta bake", "sushi rolls", "onigiri", "burrito", "dumplings",
        "pad thai", "chow mein", "lo mein", "cottage pie", "shepherd's pie", "fish pie", "risotto", "paella", "biryani", "enchiladas", "moussaka",
        "quiche", "pasty", "pasties", "empanadas", "sausage roll", "sausage rolls", "pasta salad", "rice salad", "sushi box", "maki", "takeaway", "ready meal",
    ]
    static let mainDishes: Set<String> = ["curry", "dal", "dhal", "jerk chicken", "char siu", "sweet and sour"]
    static let carbDishes: Set<String> = ["rice and peas", "garlic bread", "chapati", "chapatis", "hard dough bread", "roast potatoes", "jollof rice"]

    /// Produce that is a garnish or a pickle, not a lunch's fruit or vegetable.
    static let notASide: Set<String> = ["pickles", "capers", "pickled onions", "lemon", "lime", "olives", "chilli", "jalapeno"]

    // MARK: Diets

    /// Hidden animal products: for vegetarians and vegans.
    static let notVegetarian = [
        "parmesan", "parmigiano", "grana padano", "pecorino", "gorgonzola", "manchego", "pesto", "worcestershire", "caesar", "gelatine",
        "gelatin", "marshmallow", "marshmallows", "gummy", "jelly", "fish sauce", "anchovy", "anchovies", "lard", "dripping", "suet",
        "oyster sauce", "shrimp paste", "kimchi", "char siu", "prawn crackers", "bonito", "dashi", "furikake", "green curry", "curry paste",
        "gravy granules",
    ]
    static let notVegan = ["honey", "naan", "ghee", "mayonnaise", "mayo", "milk", "cheese", "butter", "yogurt", "yoghurt", "egg", "eggs", "cream"]
    static let notGlutenFree = [
        "soy sauce", "stock cube", "stock cubes", "gravy granules", "couscous", "bulgur", "barley", "rye", "spelt", "seitan", "fish fingers",
        "sausages", "breadcrumbs", "teriyaki", "hoisin", "oyster sauce", "malt vinegar", "wraps", "naan", "pitta", "crackers", "oats", "bread",
        "pasta", "noodles", "falafel", "chapatis", "garlic bread",
    ]
    static let notDairyFree = ["pesto", "naan", "ghee", "butter", "caesar", "tzatziki", "raita", "paneer", "cheese", "yogurt", "yoghurt", "milk", "cream"]
    static let notNutFree = [
        "pesto", "satay", "peanut", "peanuts", "almond", "almonds", "cashew", "cashews", "walnut", "walnuts", "pecan", "hazelnut",
        "pistachio", "macadamia", "marzipan", "nutella", "praline", "nut", "nuts",
    ]

    /// Words that make a line safe for the diet whatever else it says.
    static let exemptions: [DietKey: [String]] = [
        .vegetarian: ["vegetarian", "vegan", "veggie", "plant"],
        .vegan: [
            "vegan", "plant", "dairy-free", "dairy free", "oat milk", "soy milk", "almond milk", "coconut milk", "coconut yogurt", "soy yogurt",
            "peanut butter", "almond butter", "nut butter", "sunflower seed butter", "dairy-free spread", "rice milk", "egg-free", "cocoa butter",
            "coconut cream", "butter beans", "butternut",
        ],
        .glutenFree: ["gluten-free", "gluten free", "gf", "tamari", "corn tortillas", "rice crackers", "rice noodles", "rice cakes", "buckwheat"],
        .dairyFree: [
            "dairy-free", "dairy free", "vegan", "oat milk", "soy milk", "almond milk", "coconut milk", "coconut yogurt", "soy yogurt",
            "peanut butter", "almond butter", "sunflower seed butter", "nut butter", "cocoa butter", "coconut cream", "rice milk", "butter beans",
            "butternut", "plant",
        ],
        .nutFree: ["nut-free", "nut free", "coconut", "butternut", "nutmeg", "doughnut", "sunflower seed butter", "water chestnuts"],
    ]

    enum DietKey: String, CaseIterable {
        case vegetarian, vegan, glutenFree = "gluten-free", dairyFree = "dairy-free", nutFree = "nut-free"

        var hidden: [String] {
            switch self {
            case .vegetarian: CheckerKnowledge.notVegetarian
            case .vegan: CheckerKnowledge.notVegetarian + CheckerKnowledge.notVegan
            case .glutenFree: CheckerKnowledge.notGlutenFree
            case .dairyFree: CheckerKnowledge.notDairyFree
            case .nutFree: CheckerKnowledge.notNutFree
            }
        }
    }

    // MARK: Words

    /// Amount words that must never be read as food.
    static let quantityWords: Set<String> = [
        "half", "quarter", "a", "an", "one", "two", "three", "four", "six", "tin", "tins", "can", "cans", "bag", "bags", "pack", "packs",
        "packet", "loaf", "jar", "jars", "box", "punnet", "bunch", "bottle", "pot", "tub", "block", "carton", "portion", "portions",
        "slices", "pint", "litre", "dozen",
    ]

    /// Names that are dishes, not foods, when they appear in an idea's name.
    static let dishWords: Set<String> = [
        "salad", "sandwich", "bowl", "box", "jar", "flask", "toastie", "plate", "platter", "parfait", "pinwheels", "bites",
        "quesadilla", "wrap", "wraps", "roll", "rolls", "pot", "toast", "fingers", "pockets", "pocket", "balls", "mezze", "dip",
        "stir-fry", "stir", "fry", "bun", "buns",
    ]

    /// Foods the checker treats as a family in a name: "Cheese" covers cheddar.
    static let familyNames: Set<String> = [
        "cheese", "rice", "cooked rice", "bread", "pasta", "cooked pasta", "wraps", "crackers", "yogurt", "mixed salad leaves", "mixed beans", "mixed berries", "egg noodles", "cooked noodles",
        "overnight oats",
    ]

    /// Lexicon names that steps use as ordinary words ("wrap it in foil").
    static let wordsNotFood: Set<String> = [
        "wrap", "wraps", "roll", "rolls", "ice", "water", "salad", "toast", "pot", "jelly", "dip", "cream", "shake", "vegetables", "crisps", "mash", "wedges",
        "fries", "pop",
    ]
}
