/// How much of each food one lunch takes, in the words a cook uses: "2 slices",
/// "half a tin", "60 g uncooked", "a handful". Amounts only, so the dietary guard reads
/// the line exactly as the food's name.
enum ChefPortions {
    /// One lunch's portion, or the last of a food when the kitchen holds less than a
    /// portion: two falafel make a sandwich as four would, two cherry tomatoes go beside
    /// it, and the line says "falafel (2)", what there is. Weighed food is used when at
    /// least half a portion is left. Bread and wraps keep their portion: they shape the
    /// dish ("two slices"); a single piece is never stretched to a lunch written for
    /// several ("eggs (1)" would read "slice the eggs").
    static func portion(_ ingredient: ChefIngredient, in plan: LunchPlan) -> String? {
        guard let standard = standard(ingredient, in: plan) else { return nil }
        guard ingredient.index != plan.carb?.index, let held = ingredient.held, let portion = KitchenAmount(reading: standard), portion.unit == held.unit,
            held.value < portion.value, held.unit.isEmpty ? held.value >= 2 : held.value >= portion.value / 2
        else { return standard }
        return held.text
    }

    /// A portion in the idea's language: "2 slices" is "2 Scheiben" in German. Amounts of
    /// a number and a unit both languages write alike ("40 g") stay as they are.
    static func words(_ portion: String, tongue: ChefTongue) -> String {
        guard !tongue.isEnglish else { return portion }
        let words = portion.split(separator: " ", maxSplits: 1).map(String.init)
        guard let number = words.first, number.allSatisfy({ $0.isNumber || $0 == "." }) else { return tongue.phrase("chef.portion.\(portion)") ?? portion }
        guard words.count > 1, let pattern = tongue.phrase("chef.portion.# \(words[1])") else { return portion.replacingOccurrences(of: ".", with: ",") }
        return pattern.replacingOccurrences(of: "#", with: number.replacingOccurrences(of: ".", with: ","))
    }

    private static func standard(_ ingredient: ChefIngredient, in plan: LunchPlan) -> String? {
        let food = ingredient.food
        if ingredient.index == plan.drink?.index { return "200 ml" }
        if ingredient.index == plan.snack?.index, let snack = snacks[food.name] ?? (food.form == .yogurt ? "1 pot" : nil) { return snack }
        if food.name == "chicken" {
            return ingredient.label.contains("thigh") ? "2" : ingredient.label.contains("breast") ? "1" : "about 100 g"
        }
        if ingredient.index == plan.aromatic?.index { return food.name == "garlic" ? "1 clove" : food.name == "shallot" ? "1" : "half" }
        // Tomatoes come by the tin, sauce by the jar.
        if food.name == "pasta sauce" { return ingredient.label.contains("tin") ? "half a tin" : "half a jar" }
        // Fish and meat bought in pieces: one fillet or steak a lunch.
        if food.category == .protein, food.state == .raw, ["fillet", "fillets", "steak", "steaks", "chop", "chops"].contains(where: { ingredient.label.hasSuffix($0) }) { return "1" }
        if let named = byName[food.name] { return named }
        if ingredient.index == plan.sauce?.index || ingredient.index == plan.dip?.index {
            return ingredient.index == plan.dip?.index || plan.dish == .plate ? "2 tbsp" : "1 tbsp"
        }
        if ingredient.index == plan.spice?.index { return "a pinch" }
        if ingredient.index == plan.garnish?.index { return food.form == .aromatic ? "a small handful" : "a little" }
        if ingredient.index == plan.main.index, food.state == .cooked, food.prep == .spoon || food.plays(.carb) { return "1 portion" }
        if ingredient.index == plan.carb?.index, food.state == .cooked, food.roles.first == .carb, food.plays(.main) { return "1 portion" }
        if ingredient.index == plan.carb?.index { return carb(ingredient, plan: plan) }
        switch (food.category, food.form) {
        case (_, .cheese): return plan.dish == .plate ? "50 g" : "40 g"
        case (_, .yogurt): return plan.main.index == ingredient.index ? "150 g" : "1 pot"
        case (_, .milk): return "150 ml"
        case (_, .spread): return ingredient.index == plan.main.index ? "2 tbsp" : "1 tbsp"
        case (.protein, _): return food.isBiteSized ? "a handful" : "about 80 g"
        case (_, .leafy): return "a handful"
        case (.vegetable, _) where food.prep == .shred: return "a handful"
        case (.vegetable, _), (.fruit, _): return food.isBiteSized || [.halve, .none].contains(food.prep) ? "a handful" : "1"
        case (.snack, _): return "a small handful"
        default: return nil
        }
    }

    private static func carb(_ ingredient: ChefIngredient, plan: LunchPlan) -> String? {
        let food = ingredient.food
        let raw = ingredient.state == .raw || ingredient.state == .frozen
        switch food.form {
        case .bread where food.name == "baguette": return "a third"
        case .bread where food.name == "ciabatta" && !ingredient.label.contains("roll"): return "half"
        case .bread: return StepWriter.slicedLoaves.contains(food.name) ? (plan.dish == .frittata || plan.dish == .flask ? "1 slice" : "2 slices") : "1"
        case .wrap: return plan.dish == .quesadilla && food.name == "corn tortillas" ? "2" : "1"
        case .rice, .grain: return raw ? "60 g uncooked" : "1 cup"
        case .pasta: return raw ? (food.cook.map { $0.minutes.upperBound <= 4 } == true ? "125 g" : "75 g uncooked") : "1 cup"
        case .noodles: return raw ? (food.name == "egg noodles" ? "1 nest" : "1 pack") : "1 cup"
        case .potato: return food.name == "sweet potato" ? "1 small" : raw ? "2 small" : "1 cup"
        case .crackers: return ["rice cakes", "crispbread"].contains(food.name) ? "2" : "6"
        case .cereal: return plan.dish == .parfait ? "2 tbsp" : "40 g"
        default: return food.name == "plantain" ? "1" : nil
        }
    }

    /// Foods with a natural count of their own.
    private static let byName: [String: String] = [
        "eggs": "2", "hard-boiled eggs": "2", "quail eggs": "4", "tuna": "half a tin", "canned salmon": "half a tin", "sardines": "half a tin",
        "chickpeas": "half a tin", "black beans": "half a tin", "kidney beans": "half a tin", "cannellini beans": "half a tin",
        "mixed beans": "half a tin", "pinto beans": "half a tin", "cooked lentils": "half a tin", "baked beans": "half a tin",
        "ham": "2 slices", "turkey slices": "2 slices", "honey roast ham": "2 slices", "roast beef": "2 slices", "pastrami": "3 slices",
        "salami": "4 slices", "pepperoni": "6 slices", "prosciutto": "2 slices", "bacon": "2 rashers", "cooked bacon": "2 rashers",
        "sausages": "2", "cooked sausages": "2", "chicken sausages": "2", "veggie sausages": "2", "hot dogs": "1", "falafel": "4",
        "meatballs": "4", "fish fingers": "3", "chicken nuggets": "5", "fish cakes": "1", "pizza": "2 slices", "meat pizza": "2 slices", "onigiri": "2",
        "pierogi": "6", "spring rolls": "2", "onion bhajis": "2", "samosas": "2", "string cheese": "1", "babybel": "1", "hummus": "3 tbsp",
        "peanut butter": "1 tbsp", "almond butter": "1 tbsp", "sunflower seed butter": "1 tbsp", "cream cheese": "2 tbsp",
        "lettuce": "2 leaves", "tomato": "1", "cherry tomatoes": "6", "cucumber": "a quarter", "carrot": "1", "bell pepper": "half",
        "sweetcorn": "2 tbsp", "peas": "2 tbsp", "avocado": "half", "spring onion": "1", "red onion": "a quarter", "broccoli": "4 florets",
        "mushrooms": "3", "zucchini": "half", "kimchi": "2 tbsp", "coleslaw": "2 tbsp", "sauerkraut": "2 tbsp", "pickles": "1",
        "beetroot": "1", "bok choy": "1 head", "celery": "1 stick", "corn on the cob": "half", "mandarin": "2", "nori": "1 sheet",
        "lemon": "a wedge", "lime": "a wedge", "tofu": "100 g", "paneer": "80 g", "halloumi": "80 g",
        "dried chickpeas": "50 g", "lentils": "50 g", "dried beans": "50 g", "edamame": "a handful", "olives": "a few",
        "raisins": "a small box", "dates": "2", "popcorn": "a handful", "kielbasa": "about 80 g", "chorizo": "about 50 g", "beef mince": "about 100 g", "turkey": "about 100 g",
        "pineapple": "a handful", "melon": "a handful", "watermelon": "a handful", "papaya": "half", "mango": "half", "pomegranate": "a handful",
        "coconut": "a handful", "jackfruit": "a handful", "yogurt tubes": "1", "lettuce leaves": "2 leaves",
        "liquid egg": "100 ml", "burgers": "1", "chicken kiev": "1", "stuffed vine leaves": "4",
    ]

    /// Snacks packed alongside, in the amounts a child eats.
    private static let snacks: [String: String] = [
        "rice cakes": "2", "crackers": "4", "oatcakes": "2", "breadsticks": "4", "popcorn": "a handful", "raisins": "a small box",
        "sultanas": "a small handful", "string cheese": "1", "babybel": "1", "spring rolls": "2", "onion bhajis": "2", "samosas": "2",
        "prawn crackers": "a handful", "potato chips": "a small bag", "dates": "2", "dried apricots": "4", "fruit cup": "1 pot",
        "applesauce": "1 pot", "custard": "1 pot", "rice pudding": "1 pot", "granola bars": "1", "flapjacks": "1", "banana bread": "1 slice",
        "cheese crackers": "a handful", "rice crackers": "a handful", "pretzels": "a handful",
    ]
}
