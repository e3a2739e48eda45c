/// One usable kitchen item as the offline chef sees it: the lexicon food behind it, the
/// person's own word for it without the amount, the state it is really in (the "frozen
/// peas" are frozen, the "leftover garlic bread" is cooked), and how soon to use it.
/// A class, so the many plans that share an ingredient share it rather than copy a whole
/// lexicon food each time (measured: copies were a third of the chef's time at 200 items).
final class ChefIngredient: Sendable {
    let item: InventoryItem
    let food: Food
    /// How lines and steps name it: the person's words without the amount ("chicken
    /// breasts" for "2 chicken breasts"), or the lexicon's word for a typo ("cheddar").
    let label: String
    /// How the ingredient list names it: the person's words without the amount, as they
    /// wrote them ("Cheddar", "chicken breasts"), or the lexicon's word for a typo.
    let lineName: String
    let state: FoodState
    /// True for a vegetable a cook softens in the pan (peppers, courgette, mushrooms), not
    /// one eaten raw (lettuce, cucumber, avocado).
    var cooksInPan: Bool {
        food.category == .vegetable && food.form != .leafy && !Self.rawOnly.contains(name)
    }

    static let rawOnly: Set<String> = ["cucumber", "avocado", "radish", "celery", "cress", "beetroot", "sprouts", "rocket", "lettuce", "olives", "pickles", "gherkins"]

    /// True when the person called it a leftover, whatever the food's own state.
    let isLeftover: Bool
    /// Days until best-before when that is within the use-first window (may be negative).
    let daysLeft: Int?
    /// How much the kitchen holds, when its quantity is an amount ("6", "200 g", "2 portions").
    let held: KitchenAmount?
    /// True when it is a day or two past its best-before date: used, but checked first.
    let pastBestBefore: Bool
    /// Seeded order among equals, so different batches pick different foods.
    let tieBreak: UInt64
    /// Position in the pantry.
    let index: Int

    init(
        item: InventoryItem, food: Food, label: String, lineName: String, state: FoodState, isLeftover: Bool, daysLeft: Int?, tieBreak: UInt64, index: Int,
        lexicon: FoodLexicon, pastBestBefore: Bool = false
    ) {
        self.pastBestBefore = pastBestBefore
        self.held = KitchenAmount(reading: item.quantity)
        self.item = item
        self.food = food
        self.label = label
        self.lineName = lineName
        self.state = state
        self.isLeftover = isLeftover
        self.daysLeft = daysLeft
        self.tieBreak = tieBreak
        self.index = index
        let plural = Self.pluralTitle(food: food, label: label)
        // "Egg & Pea Noodles": peas keep their plural in steps, not as a name's modifier.
        let single = plural.hasSuffix(" Peas") || plural == "Peas" ? String(plural.dropLast()) : ChefWords.singular(plural)
        // "Prawn Fried Rice" for raw prawns too: the singular names the same food, cooked or not.
        let plainName = { (name: String) in ChefWords.dropping(["raw ", "cooked "], from: name) }
        let singularFood = lexicon.food(named: single)?.name
        self.title = single == plural || singularFood == food.name || singularFood.map(plainName) == plainName(food.name) ? single : plural
        // Looked up only for a plural name (most are not): the chef reads every item each batch.
        let plain = Self.plain(label)
        let singular = ChefWords.singular(plain)
        self.singularIsItself = singular == plain || (lexicon.food(named: singular)?.name ?? food.name) == food.name
        self.saysFreeFrom = !FreeFromWording.phrases(in: FoodText.words(label)).isEmpty
    }

    /// False when the singular of its name is another food ("pepper" for peppers), so steps
    /// keep the plural.
    let singularIsItself: Bool

    /// True when the person's words say what the food is free from ("gluten-free bread"):
    /// ideas in another language keep those words. Read once: every German name asks.
    let saysFreeFrom: Bool

    var name: String { food.name }
    var isUrgent: Bool { daysLeft != nil }
    var isCooked: Bool { state == .cooked }
    var isFrozen: Bool { state == .frozen }
    var serve: ServeTemperature { food.serve ?? .either }

    func plays(_ role: FoodRole) -> Bool { food.plays(role) }

    func fits(_ dish: DishKind) -> Bool { food.dishes.contains(dish) }

    /// How it is made safe and good to eat: cooked from raw, cooked or thawed from frozen,
    /// or (for a cooked dish) reheated; nil for food eaten as it is.
    var cooking: CookMethod? {
        switch state {
        case .raw: food.cook
        case .frozen: food.fromFrozen ?? food.cook
        case .cooked, .ready, .condiment: nil
        }
    }

    /// True when it cannot be packed as it is and the lexicon says how to cook it.
    var canBeMadeSafe: Bool {
        switch state {
        case .raw, .frozen: cooking != nil
        case .cooked, .ready, .condiment: true
        }
    }

    /// True when the label reads as a plural ("wraps", "chicken breasts"), for "it" or "them".
    var isPlural: Bool {
        guard let last = label.split(separator: " ").last.map(String.init) else { return false }
        return last != ChefWords.singular(last) || ChefWords.keptPlural.contains(last) && last != "molasses"
    }

    /// "it" or "them".
    var pronoun: String { isPlural ? "them" : "it" }

    /// "the wraps" as a step names it; frozen food is "the peas" once it is cooked (the
    /// cooking step says "the frozen peas").
    var the: String {
        // "the cucumber" once it is cut, for "a whole cucumber"; "the peas" once cooked.
        // "the chicken thighs" once cooked, not "the raw chicken thighs".
        let named = ChefWords.dropping(["frozen ", "whole ", "raw "], from: label)
        // A lunch takes one chicken breast or fish fillet; the steps after cooking it say so.
        if food.category == .protein, ["breasts", "fillets", "steaks", "chops", "kievs", "kyivs", "patties", "burgers"].contains(where: { named.hasSuffix($0) }) {
            return "the \(ChefWords.singular(named))"
        }
        return "the \(named)"
    }

    /// The label without words saying how it is sold cut: "bread" for sliced bread, for
    /// "two slices of bread".
    var plainLabel: String { Self.plain(label) }

    private static func plain(_ label: String) -> String {
        let words = label.split(separator: " ").map(String.init).filter { !["sliced", "grated", "shredded", "frozen", "whole"].contains($0) }
        return words.isEmpty ? label : words.joined(separator: " ")
    }

    /// "the frozen peas": as the cooking or thawing step names it.
    var asBought: String { "the \(label)" }

    /// How idea names call it: "Chicken" for "2 chicken breasts", "Courgette" (the person's
    /// word), singular as a modifier ("Cherry Tomato"), without state words ("Leftover"),
    /// but plural where the singular names another food ("Peppers", not black pepper).
    let title: String

    /// The name's plural form where that reads better ("Crackers", "Oatcakes").
    var pluralTitle: String { Self.pluralTitle(food: food, label: label) }

    /// True for a state word that is part of what the food is ("takeaway", "dried apricots",
    /// "cold cuts"), not how this one is kept ("raw prawns", "cooked rice").
    private static func keepsState(_ word: String, _ canonical: Set<Substring>) -> Bool {
        canonical.contains(Substring(word)) && !["raw", "frozen", "cooked", "leftover", "fresh"].contains(word)
    }

    static func pluralTitle(food: Food, label: String) -> String {
        let canonical = Set(food.name.split(separator: " "))
        // A state word that is the food's own name stays: "Chinese Takeaway".
        let words = label.split(separator: " ").map(String.init).filter { !ChefWords.stateWords.contains($0) || Self.keepsState($0, canonical) }
        let own = Set(words.map { Substring($0) })
        // The canonical name when the person's words only add a cut ("chicken breasts"),
        // else their own words ("egg fried rice", "courgette").
        let extra = own.subtracting(canonical).map(String.init)
        let base = words.isEmpty || canonical.isSubset(of: own) && extra.allSatisfy(ChefWords.cutWords.contains) ? food.name.split(separator: " ").map(String.init) : words
        // "Turkey" for turkey slices, but "Slices" alone stays.
        let kept = base.filter { !ChefWords.stateWords.contains($0) || Self.keepsState($0, canonical) }
        let plain = kept.filter { !ChefWords.cutWords.contains($0) }
        return (plain.isEmpty ? kept : plain).map(ChefWords.capitalized).joined(separator: " ")
    }
}
