/// The words that surround food names in real text: amounts, units, preparation words.
///
/// Lookup strips them to find the food ("3 large eggs" is eggs); the dietary guard
/// ignores them when deciding whether every word of an ingredient was understood.
enum FoodVocabulary {
    static let units: Set<String> = [
        "cup", "cups", "c", "tbsp", "tbs", "tbsps", "tablespoon", "tablespoons", "tsp", "tsps", "teaspoon", "teaspoons",
        "g", "gr", "gram", "grams", "kg", "kgs", "kilo", "kilos", "kilogram", "kilograms", "mg",
        "ml", "l", "litre", "litres", "liter", "liters", "cl", "dl", "oz", "ounce", "ounces", "lb", "lbs", "pound", "pounds",
        "pinch", "pinches", "dash", "dashes", "handful", "handfuls", "slice", "slices", "piece", "pieces", "pcs", "pc",
        "can", "cans", "tin", "tins", "jar", "jars", "pack", "packs", "packet", "packets", "pkt", "bag", "bags",
        "block", "blocks", "bunch", "bunches", "head", "heads", "clove", "cloves", "loaf", "loaves", "bottle", "bottles",
        "carton", "cartons", "box", "boxes", "stick", "sticks", "sprig", "sprigs", "fillet", "fillets", "rasher", "rashers",
        "sheet", "sheets", "serving", "servings", "portion", "portions", "scoop", "scoops", "drizzle", "splash", "squeeze",
        "knob", "punnet", "punnets", "tub", "tubs", "pot", "pots", "wedge", "wedges", "strip", "strips", "cube", "cubes",
        "chunk", "chunks", "sachet", "sachets", "container", "containers", "stalk", "stalks", "leaf", "leaves", "ring", "rings",
        "floret", "florets", "round", "rounds", "spear", "spears", "bowl", "bowlful", "glass", "mug", "dollop", "spoon",
        "spoonful", "spoonfuls", "tablespoonful", "teaspoonful", "pk", "nest", "nests",
    ]

    /// Units written straight after a number ("200g", "1.5kg", "6pk").
    static let unitSuffixes: Set<String> = [
        "g", "gr", "kg", "mg", "ml", "l", "cl", "dl", "oz", "lb", "lbs", "x", "pk", "pcs", "pc", "c", "tbsp", "tsp",
        "st", "nd", "rd", "th",
    ]

    /// German amounts and units, as German recipes and the offline chef's German ideas
    /// write them ("2 Scheiben", "1 EL", "½ Dose", "etwa 80 g, ungekocht"), folded as
    /// `FoodText.words` folds them.
    static let germanAmounts: Set<String> = [
        "el", "tl", "scheibe", "scheiben", "handvoll", "dose", "dosen", "glas", "glaser", "prise", "prisen", "becher", "tasse", "tassen", "zehe",
        "zehen", "stange", "stangen", "blatt", "blatter", "roschen", "kopf", "nest", "nester", "packung", "packungen", "spalte", "spalten", "tute",
        "stuck", "stucke", "etwa", "ungekocht", "kleine", "kleiner", "klein", "ein", "eine", "einen", "paar", "etwas", "portion", "portionen",
        "bund", "schale", "schalen", "beutel", "liter", "gramm", "halbe", "halber", "halbes",
    ]

    static let amounts: Set<String> = [
        "a", "an", "half", "halves", "quarter", "quarters", "third", "thirds", "one", "two", "three", "four", "five", "six",
        "seven", "eight", "nine", "ten", "eleven", "twelve", "dozen", "few", "couple", "some", "several", "x", "lots",
        "bit", "little", "more", "less", "much", "many", "single", "double", "whole", "½", "¼", "⅓", "¾",
    ]

    /// Preparation, size and state words: "sliced", "large", "leftover".
    static let descriptors: Set<String> = [
        "large", "small", "medium", "big", "mini", "baby", "jumbo", "extra", "fresh", "freshly", "frozen", "ripe", "raw",
        "cold", "warm", "hot", "chilled", "sliced", "slice", "diced", "chopped", "minced", "grated", "shredded", "crushed",
        "mashed", "cubed", "halved", "quartered", "peeled", "pitted", "seeded", "deseeded", "trimmed", "rinsed", "drained",
        "washed", "toasted", "roasted", "grilled", "fried", "baked", "boiled", "steamed", "smoked", "cooked", "uncooked",
        "leftover", "leftovers", "organic", "free", "range", "lean", "thin", "thick", "thinly", "thickly", "finely",
        "roughly", "lightly", "coarsely", "plain", "unsalted", "salted", "sweetened", "unsweetened", "low", "fat", "reduced",
        "full", "natural", "homemade", "home", "made", "store", "bought", "canned", "tinned", "dried", "dry", "ready",
        "cut", "bite", "size", "sized", "skinless", "boneless", "skin", "bone", "mature", "mild", "sharp", "aged", "soft",
        "hard", "firm", "crunchy", "smooth", "crispy", "crisp", "creamy", "red", "green", "yellow", "white", "brown",
        "black", "purple", "golden", "day", "old", "fine", "coarse", "ground", "quick", "instant", "pre",
        "precooked", "prepared", "marinated", "seasoned", "unseasoned", "spiced", "mixed", "assorted", "chunky",
        "loose", "packed", "heaped", "level", "rounded", "generous", "scant", "good", "quality", "favourite", "favorite",
        "style", "flavoured", "flavored", "regular", "classic", "original", "light", "lite", "skim", "skimmed", "semi",
        "wild", "local", "seasonal", "virgin", "zest", "zested", "juiced", "squeezed", "softened", "melted", "beaten",
        "whisked", "crumbled", "torn", "julienned", "spiralised", "spiralized", "shelled", "defrosted", "thawed",
        "soaked", "cooled", "lengthways", "lengthwise", "diagonally", "matchsticks", "ribbons", "batons", "slivers",
        "shavings", "flaked", "rolled", "pressed", "patted", "shaved", "stemmed", "cored", "hulled", "sifted", "british", "italian", "greek", "french", "english", "american", "fluffy",
    ]

    /// Words that join or frame ingredients: "and", "to taste", "for serving".
    static let connectors: Set<String> = [
        "and", "or", "with", "of", "the", "for", "to", "taste", "on", "in", "into", "side", "plus", "each", "per", "about",
        "approx", "approximately", "around", "optional", "garnish", "topping", "toppings", "serve", "your", "choice",
        "any", "other", "as", "needed", "if", "like", "such", "eg", "e", "etc", "at", "room", "temperature", "from",
        "over", "up", "off", "out", "then", "use", "used", "using", "well", "just", "enough", "also", "fill", "filling",
        "lunch", "box", "lunchbox", "kind", "type", "sort", "few", "small", "amount", "quantity", "spare", "remaining",
        // German: "Nudeln mit Pesto", "Salz und Pfeffer".
        "mit", "und", "oder",
    ]
}
