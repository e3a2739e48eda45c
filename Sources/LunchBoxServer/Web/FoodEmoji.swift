import LunchBoxCore

/// A picture for a food, so a list can be read at a glance: an emoji the person typed in
/// the name ("🥑", "🍕 pizza slices"), else the food's own emoji where there is one, else
/// one for its category, else a tin for what the lexicon doesn't know.
struct FoodEmoji: Sendable {
    static var namedFoods: Dictionary<String, String>.Keys { byFood.keys }

    private static let byFood: [String: String] = [
        "eggs": "🥚", "bread": "🍞", "baguette": "🥖", "bagels": "🥯", "croissants": "🥐", "cheddar": "🧀",
        "cheese": "🧀", "apple": "🍎", "banana": "🍌", "pear": "🍐", "orange": "🍊", "lemon": "🍋",
        "grapes": "🍇", "strawberries": "🍓", "blueberries": "🫐", "cherries": "🍒", "peach": "🍑", "mango": "🥭",
        "pineapple": "🍍", "watermelon": "🍉", "kiwi": "🥝", "tomato": "🍅", "cherry tomatoes": "🍅",
        "carrot": "🥕", "cucumber": "🥒", "broccoli": "🥦", "lettuce": "🥬", "spinach": "🥬", "sweetcorn": "🌽",
        "bell pepper": "🫑", "chilli": "🌶️", "avocado": "🥑", "potato": "🥔", "sweet potato": "🍠",
        "onion": "🧅", "garlic": "🧄", "mushrooms": "🍄", "eggplant": "🍆", "olives": "🫒", "rice": "🍚",
        "cooked rice": "🍚", "pasta": "🍝", "spaghetti": "🍝", "egg noodles": "🍜",
        "cooked chicken": "🍗", "chicken": "🍗", "ham": "🍖", "cold cuts": "🍖", "salami": "🍖", "bacon": "🥓",
        "pizza": "🍕", "meat pizza": "🍕", "sushi": "🍣", "soup": "🍲", "chicken soup": "🍲", "curry": "🍛", "meat curry": "🍛",
        "dumplings": "🥟", "falafel": "🧆", "burgers": "🍔", "hot dogs": "🌭", "instant noodles": "🍜", "takeaway": "🥡",
        "chicken nuggets": "🍗", "fish fingers": "🐟", "shawarma": "🥙",
        "sausages": "🌭", "beef mince": "🥩", "beef": "🥩", "tuna": "🐟", "salmon": "🐟", "smoked salmon": "🐟",
        "prawns": "🦐", "tofu": "🧊", "milk": "🥛", "yogurt": "🥛", "butter": "🧈", "honey": "🍯",
        "peanut butter": "🥜", "peanuts": "🥜", "almonds": "🌰", "chocolate": "🍫", "crackers": "🍘",
        "wraps": "🫓", "pita": "🫓", "tortilla chips": "🌮", "hummus": "🫘", "chickpeas": "🫘",
        "black beans": "🫘", "lentils": "🫘", "coffee": "☕", "tea": "🍵", "orange juice": "🧃", "water": "💧",
        "popcorn": "🍿", "salt": "🧂", "pretzels": "🥨", "pancakes": "🥞", "cookies": "🍪",
    ]

    private let lexicon: FoodLexicon

    init(lexicon: FoodLexicon) {
        self.lexicon = lexicon
    }

    func emoji(for name: String) -> String {
        if let typed = Self.typedEmoji(in: name) { return typed }
        guard let food = lexicon.food(named: name) ?? lexicon.mentions(in: name).first?.food else { return "🥫" }
        if let own = Self.byFood[food.name] { return own }
        return switch food.category {
        case .protein: "🍗"
        case .carb: "🍞"
        case .vegetable: "🥦"
        case .fruit: "🍎"
        case .dairy: food.form == .cheese ? "🧀" : "🥛"
        case .fat: "🫒"
        case .condiment: "🧂"
        case .snack: "🍪"
        case .drink: "🥤"
        }
    }

    /// The first emoji in what the person typed, if any ("🥑", "🍕 pizza slices").
    private static func typedEmoji(in name: String) -> String? {
        name.first { character in character.unicodeScalars.first.map { $0.properties.isEmojiPresentation || ($0.properties.isEmoji && character.unicodeScalars.count > 1) } ?? false }
            .map(String.init)
    }
}
