/// The kitchen sorted out for the offline chef: each usable item with its lexicon food,
/// and why each other item was left out (the diet, its date, a name the lexicon does
/// not know, or frozen food with no safe way to cook it).
struct ChefPantry: Sendable {
    let ingredients: [ChefIngredient]
    /// Items not used because a chosen diet rules them out or they cannot be checked.
    let leftOutForDiet: [String]
    /// Items not used because they are past their best-before date.
    let leftOutExpired: [String]
    /// Items whose names the lexicon does not know.
    let notUnderstood: [String]
    let staples: ChefStaples
    let check: DietCheck
    let lexicon: FoodLexicon
    /// The ingredients by the part they can play, worked out once.
    private let byRole: [FoodRole: [ChefIngredient]]

    init(items: [InventoryItem], preferences: DietaryPreferences, today: CalendarDay?, lexicon: FoodLexicon, staples: [String], random: inout SeededRandom) {
        let check = DietCheck(lexicon: lexicon, preferences: preferences)
        var ingredients: [ChefIngredient] = []
        var leftOut: [String] = []
        var expired: [String] = []
        var unknown: [String] = []
        for item in items {
            let past = IdeaKitchenUse.freshness(of: item, today: today) == .expired
            guard let (food, lineName) = Self.read(item, lexicon: lexicon) else {
                if past { expired.append(item.name) } else { unknown.append(item.name) }
                continue
            }
            // Food past a use-by date is never served; a day or two past a best-before
            // date (bread, hard cheese, yoghurt, dry goods) it is, with "check it first".
            guard !past || today.map({ FoodDating.isUsablePastDate(item, food: food, today: $0) }) == true else {
                expired.append(item.name)
                continue
            }
            let label = lineName.lowercased()
            guard check.allows(food: food, label: label) else {
                leftOut.append(item.name)
                continue
            }
            let words = Set(FoodText.words(item.name))
            let state = Self.state(of: food, words: words)
            // One food named alike twice ("cucumber" and "Gurke") is one ingredient: a lunch
            // never takes cucumber twice.
            if ingredients.contains(where: { $0.food.name == food.name && $0.label == label && $0.state == state }) { continue }
            let leftover = !words.isDisjoint(with: ["leftover", "leftovers", "takeaway"])
            let ingredient = ChefIngredient(
                item: item, food: food, label: label, lineName: lineName, state: state, isLeftover: leftover || food.state == .cooked,
                daysLeft: Self.daysLeft(item, today: today), tieBreak: random.next(), index: ingredients.count, lexicon: lexicon, pastBestBefore: past)
            // Frozen or raw food the lexicon cannot cook is never packed as it is.
            guard ingredient.canBeMadeSafe else {
                unknown.append(item.name)
                continue
            }
            ingredients.append(ingredient)
        }
        self.ingredients = ingredients
        var byRole: [FoodRole: [ChefIngredient]] = [:]
        for ingredient in ingredients {
            for role in ingredient.food.roles { byRole[role, default: []].append(ingredient) }
        }
        self.byRole = byRole
        self.leftOutForDiet = leftOut
        self.leftOutExpired = expired
        self.notUnderstood = unknown
        self.staples = ChefStaples(staples, lexicon: lexicon, isAllowed: check.allows)
        self.check = check
        self.lexicon = lexicon
    }

    /// The usable ingredients that can play `role`.
    func playing(_ role: FoodRole) -> [ChefIngredient] {
        byRole[role] ?? []
    }

    /// The fruit and vegetables.
    var produce: [ChefIngredient] {
        playing(.veg) + playing(.fruit).filter { !$0.plays(.veg) }
    }

    /// True when the kitchen holds this food (usable or not), by canonical name.
    func holds(_ foodName: String) -> Bool {
        ingredients.contains { $0.name == foodName }
    }

    /// The item's food and the words to call it by: the person's name without the amount
    /// (read as every face reads it); a tin of a fresh food is its tinned kind ("tin of
    /// tomatoes"); a clear typo is the lexicon food it misspells; a name in another
    /// language is the food's English name.
    static func read(_ item: InventoryItem, lexicon: FoodLexicon) -> (Food, String)? {
        // Most names are a lexicon name as it is: read them without parsing.
        let tinned = item.quantity.contains("tin") || item.quantity.contains("can") || item.name.contains("tin") || item.name.contains("can")
        if !tinned, let literal = lexicon.literalMatch(item.name), item.name.lowercased() == literal.matchedName {
            return (literal.food, literal.isTranslation ? literal.food.name : item.name)
        }
        let written = KitchenEntry.entry(from: item.name).name
        let label = written.lowercased()
        let amount = Set(FoodText.words(item.quantity + " " + item.name))
        if !amount.isDisjoint(with: ChefWords.tinWords), let tinned = lexicon.food(named: "tinned " + label) {
            return (tinned, tinned.name == food(named: label, lexicon)?.name ? written : "tinned \(written)")
        }
        if let match = lexicon.lookup(label).match {
            // The chef writes English: "Eier" and "mjölk" are called eggs and milk in its
            // steps and lines (the kitchen keeps the person's word).
            if match.isTranslation { return (match.food, match.food.name) }
            // A misspelt plural ("tomatos") is written as the lexicon spells it.
            let words = FoodText.words(label)
            let known = match.food.allNames.contains { FoodText.words($0) == words || FoodText.words($0 + "s") == words || FoodText.words($0 + "es") == words }
            // A plural one letter short ("tomatos", an alias kept for finding it) is spelt right.
            if label != match.food.name, let right = rightSpelling(of: words, among: match.food) { return (match.food, right) }
            if known || words.count != 1 { return (match.food, written) }
            let plural = match.food.allNames.first { $0 == match.matchedName + "es" || $0 == match.matchedName + "s" }
            return (match.food, written.hasSuffix("s") ? plural ?? match.matchedName : match.matchedName)
        }
        // A name the lexicon does not know whole is what its last words name, and is called
        // by them: "M&S pasta salad" is pasta salad, "Warburtons wraps" wraps.
        let words = FoodText.words(label)
        for start in words.indices.dropFirst() {
            let head = words[start...].joined(separator: " ")
            if let match = lexicon.literalMatch(head) { return (match.food, head) }
        }
        guard let near = lexicon.bestMatches(for: label, limit: 2, minimumScore: 0.75).first, near.score >= 0.75, isTypo(label, of: near.matchedName) else {
            return nil
        }
        // A typo is written as the food's own name ("humus" is hummus, not the "houmus"
        // spelling it happens to be nearest), unless the nearer name says more ("tortilla wraps").
        return (near.food, near.matchedName.contains(near.food.name) ? near.matchedName : near.food.name)
    }

    /// True when `typed` is `name` mistyped: the same words, each at most one letter off
    /// (two in a long word). "chiken" is chicken; "chicken kievs", "hovis" and "atta" are
    /// other foods, never the nearest name the lexicon happens to hold.
    static func isTypo(_ typed: String, of name: String) -> Bool {
        let states: Set<String> = ["frozen", "raw", "fresh", "leftover", "cooked", "defrosted"]
        let typedWords = FoodText.words(typed).filter { !states.contains($0) }
        let nameWords = FoodText.words(name).filter { !states.contains($0) }
        guard typedWords.count == nameWords.count else { return false }
        return zip(typedWords, nameWords).allSatisfy { word, right in
            let allowed = max(word.count, right.count) <= 5 ? 1 : 2
            return EditDistance.distance(Array(word.unicodeScalars), Array(right.unicodeScalars), limit: allowed) != nil
        }
    }

    /// The food's own name for words whose last word is one of its names' last word with a
    /// letter left out ("cherry tomatos" for cherry tomatoes); nil when none is. A singular
    /// ("courgette" beside "courgettes") is no typo: the person has one.
    private static func rightSpelling(of words: [String], among food: Food) -> String? {
        guard let last = words.last else { return nil }
        return food.allNames.first { name in
            let right = FoodText.words(name)
            guard right.count == words.count, right.dropLast() == words.dropLast(), let rightLast = right.last, rightLast != last + "s" else { return false }
            return isMisspelt(last, of: rightLast)
        }
    }

    /// True when `word` is `right` with one letter left out.
    private static func isMisspelt(_ word: String, of right: String) -> Bool {
        guard right.count == word.count + 1 else { return false }
        let (a, b) = (Array(word), Array(right))
        guard let at = a.indices.first(where: { a[$0] != b[$0] }) else { return true }
        return a[at...] == b[(at + 1)...]
    }

    private static func food(named label: String, _ lexicon: FoodLexicon) -> Food? {
        lexicon.food(named: label)
    }

    /// The state the item is really in: the person's words beat the food's usual state.
    private static func state(of food: Food, words: Set<String>) -> FoodState {
        if words.contains("frozen"), food.state != .condiment { return .frozen }
        if food.state == .raw, !words.isDisjoint(with: ChefWords.cookedWords) { return .cooked }
        return food.state
    }

    /// Days to best-before when that is within the use-first window (the same window the
    /// AI prompt uses), so those items are picked first.
    private static func daysLeft(_ item: InventoryItem, today: CalendarDay?) -> Int? {
        guard let today, let bestBefore = item.bestBefore else { return nil }
        let days = today.days(until: bestBefore)
        return days <= PromptBuilder.useSoonWindowDays ? days : nil
    }
}

/// The dietary guard applied to single names: the chef's way of asking "may I use this?".
struct DietCheck: Sendable {
    let guardian: DietaryGuard
    let preferences: DietaryPreferences
    private let forbidden: Set<FoodContent>

    init(lexicon: FoodLexicon, preferences: DietaryPreferences) {
        self.guardian = DietaryGuard(lexicon: lexicon)
        self.preferences = preferences
        self.forbidden = preferences.forbiddenContents
    }

    var isRestricted: Bool { !preferences.isEmpty }

    /// True when the guard finds nothing wrong and nothing it cannot check.
    func allows(_ text: String) -> Bool {
        allows(ingredients: [text])
    }

    func allows(ingredients: [String]) -> Bool {
        guard isRestricted else { return true }
        let verdict = guardian.verdict(forIngredients: ingredients, preferences: preferences)
        return verdict.isSafe && verdict.isFullyVerified
    }

    /// True when the food may be used under the diet, read as the line the chef will
    /// write ("vegetarian pesto" keeps its free-from word).
    func allows(food: Food, label: String) -> Bool {
        guard isRestricted else { return true }
        if food.contains.isDisjoint(with: forbidden), food.mayContain.isDisjoint(with: forbidden), guardian.lexicon.literalMatch(label)?.food == food {
            return true
        }
        return allows(label)
    }
}
