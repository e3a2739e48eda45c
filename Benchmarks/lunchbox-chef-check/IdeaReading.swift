import Foundation
import LunchBoxCore

/// One idea as the checker reads it: each ingredient line with its food and kitchen item,
/// the steps as words, the name as words.
struct IdeaReading {
    struct Line {
        let text: String
        /// The line without its bracketed amount, lower case.
        let label: String
        let words: [String]
        let food: Food?
        /// The kitchen item it comes from; nil for a staple.
        let item: InventoryItem?
        /// The ways a step may name it, as words: the label, the lexicon names, the last word.
        let names: [[String]]

        init(text: String, label: String, words: [String], food: Food?, item: InventoryItem?, kitchenNames: FoodNames = FoodNames(names: [:])) {
            self.text = text
            self.label = label
            self.words = words
            self.food = food
            self.item = item
            var names = [label]
            if let food {
                names.append(food.name)
                names += food.aliases.filter { label.contains($0) || $0.contains(label) }
                // A German step names the food by its German names, singular or plural.
                names += kitchenNames.names(of: food.name, in: "de")
            }
            if let last = words.last, last.count > 3 { names.append(last) }
            self.names = names.map(CheckText.words)
        }

        /// True for German lines: a name may stand inside a compound ("Salz" in
        /// "Salzwasser").
        var inCompounds = false

        func isNamed(in stepWords: [String]) -> Bool {
            if names.contains(where: { !CheckText.ranges(of: $0, in: stepWords).isEmpty }) { return true }
            guard inCompounds else { return false }
            return names.contains { name in
                // The other part is a word of its own ("wasser"), not an ending ("hacken").
                name.count == 1 && name[0].count >= 4 && stepWords.contains { $0.count >= name[0].count + 4 && ($0.hasPrefix(name[0]) || $0.hasSuffix(name[0])) }
            }
        }
    }

    let idea: LunchBoxIdea
    let lines: [Line]
    let steps: [(text: String, words: [String])]
    /// Every sentence of every step, with its words.
    let sentences: [(text: String, words: [String])]
    let nameWords: [String]

    init(_ idea: LunchBoxIdea, kitchen: KitchenReading) {
        self.idea = idea
        lines = idea.ingredients.map { text in
            let label = CheckText.withoutBrackets(text).lowercased()
            let item = kitchen.item(forLine: label)
            let food = kitchen.food(of: label) ?? item.flatMap { kitchen.food(of: $0.name) }
            var line = Line(text: text, label: label, words: CheckText.words(label), food: food, item: item, kitchenNames: kitchen.language == .german ? kitchen.lexicon.names : FoodNames(names: [:]))
            line.inCompounds = kitchen.language == .german
            return line
        }
        steps = idea.preparationSteps.map { ($0, CheckText.words($0)) }
        sentences = idea.preparationSteps.flatMap(CheckText.sentences).map { ($0, CheckText.words($0)) }
        nameWords = CheckText.words(idea.name)
    }

    /// The steps that name `line`.
    func steps(naming line: Line) -> [String] {
        steps.filter { line.isNamed(in: $0.words) }.map(\.text)
    }

    /// The sentences of the steps that name `line`, each with its words.
    func sentences(naming line: Line) -> [(text: String, words: [String])] {
        sentences.filter { line.isNamed(in: $0.words) }
    }

    /// The canonical names of the foods it lists.
    var foodNames: Set<String> { Set(lines.compactMap { $0.food?.name }) }
}

/// The kitchen as the checker reads it: its items, what each is, which are usable.
struct KitchenReading {
    let items: [InventoryItem]
    let lexicon: FoodLexicon
    let today: CalendarDay
    /// The language the ideas are written in: a German line is named in steps by its
    /// German names.
    var language: Language = .english
    private let memo = Memo()

    init(items: [InventoryItem], lexicon: FoodLexicon, today: CalendarDay) {
        self.items = items
        self.lexicon = lexicon
        self.today = today
    }

    /// Near-miss matching is slow; each name is read once.
    private final class Memo {
        var foods: [String: Food?] = [:]
        var words: [String: [String]] = [:]
    }

    /// The words of an item's name, read once.
    func words(of item: InventoryItem) -> [String] {
        if let known = memo.words[item.name] { return known }
        let words = CheckText.words(item.name)
        memo.words[item.name] = words
        return words
    }

    /// The food a name means, read as a cook would: exact first, then a clear near miss.
    func food(of name: String) -> Food? {
        if let known = memo.foods[name] { return known }
        // A German line is read as German: its name is a translation ("Frühlingszwiebeln").
        var food = language == .german ? lexicon.lookup(name).match?.food ?? lexicon.food(named: name) : lexicon.food(named: name)
        // A compound is what its last words name ("Warburtons wraps", "chicken wraps");
        // a near miss counts only as a typo of as many words ("chiken", not "chicken kievs").
        let words = CheckText.words(name)
        for start in words.indices.dropFirst() where food == nil {
            food = lexicon.food(named: words[start...].joined(separator: " "))
        }
        if food == nil, let near = lexicon.bestMatches(for: name, limit: 1, minimumScore: 0.75).first,
            CheckText.words(near.matchedName).count == words.filter({ !["frozen", "raw", "fresh", "leftover", "cooked"].contains($0) }).count
        {
            food = near.food
        }
        memo.foods[name] = food
        return food
    }

    /// The kitchen item an ingredient line comes from.
    func item(forLine label: String) -> InventoryItem? {
        if let exact = items.first(where: { $0.name.lowercased() == label }) { return exact }
        let food = food(of: label)
        return items.first { item in
            let itemWords = words(of: item)
            return (food != nil && self.food(of: item.name)?.name == food?.name) || (!itemWords.isEmpty && !CheckText.ranges(of: itemWords, in: CheckText.words(label)).isEmpty)
        }
    }

    /// True when the item may not be eaten: past a use-by date, or more than two days past
    /// a best-before date. Bread, crackers, dry goods, fruit and vegetables, sauces, hard
    /// cheese, yoghurt and eggs carry a best-before (quality); meat, fish, cooked food,
    /// milk, cream and chilled dips a use-by (safety).
    func isExpired(_ item: InventoryItem) -> Bool {
        guard let date = item.bestBefore, date < today else { return false }
        guard today.days(until: date) >= -2, let food = food(of: item.name) else { return true }
        let words = Set(words(of: item))
        if !words.isDisjoint(with: CheckerKnowledge.cookedWords) || !food.contains.isDisjoint(with: [.meat, .poultry, .fish, .shellfish]) { return true }
        switch food.category {
        case .carb, .vegetable, .fruit, .condiment, .snack: return food.state == .cooked
        case .dairy: return !(food.form == .cheese && !["cottage cheese", "ricotta", "mozzarella", "burrata"].contains(food.name) || food.name.contains("yogurt"))
        case .protein: return food.name != "eggs"
        default: return true
        }
    }

    /// True when the item (or the line) says it is cooked already.
    func isCooked(_ line: IdeaReading.Line) -> Bool {
        // A spice or sauce is never a cooked dish, whatever its name says ("curry powder").
        if line.food?.category == .condiment { return false }
        let words = line.words + (line.item.map(words(of:)) ?? [])
        if words.contains(where: CheckerKnowledge.cookedWords.contains) { return true }
        if CheckerKnowledge.dryDals.contains(where: { CheckText.contains($0, in: words) }) { return false }
        return CheckerKnowledge.cookedDishes.contains { CheckText.contains($0, in: words) || line.food?.name == $0 }
    }

    /// True when the item is frozen.
    func isFrozen(_ line: IdeaReading.Line) -> Bool {
        let words = line.words + (line.item.map { CheckText.words($0.name) + CheckText.words($0.quantity) } ?? [])
        return words.contains("frozen") || CheckerKnowledge.frozenFoods.contains { CheckText.contains($0, in: words) }
    }
}
