import Foundation
import LunchBoxCore

/// What one request gave: the ideas shown, and any note saying why there are fewer than
/// asked (or why there are none).
struct ChefOutcome {
    let ideas: [LunchBoxIdea]
    let note: String?
    let requested: Int
}

/// The rules a batch keeps: no refusal when lunches can be made, a reason for a short
/// batch and advice that names food the kitchen lacks, variety, no repeat of the last batch.
struct BatchRules {
    let kitchen: KitchenReading
    let rules: IdeaRules
    let canMake: Int?
    /// The most minutes a lunch may take: a base that takes longer to cook is no option.
    var maxMinutes: Int?

    /// The usable kitchen items (fresh, known, diet-safe) with the lunch parts each gives.
    let usableParts: [(item: InventoryItem, parts: Set<IdeaRules.Part>)]

    init(kitchen: KitchenReading, rules: IdeaRules, canMake: Int?) {
        self.kitchen = kitchen
        self.rules = rules
        self.canMake = canMake
        self.usableParts = Self.usable(kitchen: kitchen, rules: rules)
    }

    private static func usable(kitchen: KitchenReading, rules: IdeaRules) -> [(item: InventoryItem, parts: Set<IdeaRules.Part>)] {
        kitchen.items.compactMap { item in
            guard !kitchen.isExpired(item), kitchen.food(of: item.name) != nil || rules.preferences.isEmpty else { return nil }
            let line = IdeaReading.Line(
                text: item.name, label: item.name.lowercased(), words: CheckText.words(item.name), food: kitchen.food(of: item.name), item: item)
            if !rules.preferences.isEmpty {
                let idea = LunchBoxIdea(name: "check", ingredients: [line.food?.name ?? item.name], preparationSteps: ["check"])
                let reading = IdeaReading(idea, kitchen: kitchen)
                let broken = rules.faults(in: reading).contains { $0.0 == .diet }
                let itemBroken = !rules.guardian.verdict(forIngredients: [item.name], preferences: rules.preferences).isSafe
                if broken || itemBroken { return nil }
            }
            let parts = rules.parts(of: line)
            return parts.isEmpty ? nil : (item, parts)
        }
    }

    /// How many different mains-with-a-base the kitchen allows: what a new batch can vary.
    var distinctPairs: Int {
        let usable = usableParts
        let mains = usable.indices.filter { usable[$0].parts.contains(.main) }
        let carbs = usable.indices.filter { usable[$0].parts.contains(.carb) }
        guard usable.contains(where: { $0.parts.contains(.produce) }) else { return 0 }
        return mains.reduce(0) { total, main in
            total + carbs.filter { ($0 != main || usable[main].parts.isSuperset(of: [.main, .carb])) && goTogether(usable[main].item, usable[$0].item) }.count
        }
    }

    /// How many different lunches (a main, a carb and a fruit or vegetable, from different
    /// items unless one item is both main and carb) the kitchen holds, up to 50. The same
    /// main and base make another lunch only with other produce: a lunch takes about two
    /// fruits or vegetables (one in the dish, one alongside), so a ham sandwich with five
    /// to choose from is three lunches, with cucumber and an apple only one.
    var lunchesPossible: Int {
        if let canMake { return canMake }
        let usable = usableParts
        let mains = usable.indices.filter { usable[$0].parts.contains(.main) }
        let carbs = usable.indices.filter { usable[$0].parts.contains(.carb) }
        let produce = usable.indices.filter { usable[$0].parts.contains(.produce) }
        var count = 0
        // No base at all: salad boxes (a main on two vegetables) and eggs as a frittata.
        if carbs.isEmpty {
            let salads = mains.filter { kitchen.food(of: usable[$0].item.name)?.form != .spread }.count
            return produce.count >= 2 ? min(50, salads * max(1, produce.count / 2)) : 0
        }
        for main in mains {
            for carb in carbs where (carb != main || usable[main].parts.isSuperset(of: [.main, .carb])) && goTogether(usable[main].item, usable[carb].item) {
                // With no fruit or vegetable in the kitchen, each main and base is one lunch.
                count += produce.isEmpty ? 1 : max(1, produce.filter { $0 != main && $0 != carb }.count / 2)
                if count >= 50 { return 50 }
            }
        }
        return count
    }

    /// True when a cook would put this main with this carb: spreads go on bread, wraps or
    /// crackers; breakfast cereal is not a lunch's base.
    private func goTogether(_ main: InventoryItem, _ carb: InventoryItem) -> Bool {
        guard let carbFood = kitchen.food(of: carb.name) else { return true }
        if carbFood.form == .cereal { return false }
        guard let mainFood = kitchen.food(of: main.name), mainFood.form == .spread else { return true }
        return [.bread, .wrap, .crackers].contains(carbFood.form)
    }

    func faults(batches: [ChefOutcome]) -> [(batch: Int, kind: FaultKind, idea: String, detail: String)] {
        var found: [(Int, FaultKind, String, String)] = []
        let possible = lunchesPossible
        let heldFoods = Set(usableParts.compactMap { kitchen.food(of: $0.item.name)?.name })
        let mainFoods = Set(usableParts.filter { $0.parts.contains(.main) }.compactMap { kitchen.food(of: $0.item.name)?.name })
        for (index, outcome) in batches.enumerated() {
            let batch = index + 1
            let shown = outcome.ideas.count
            if shown < min(3, possible) {
                found.append((batch, .refusal, "", "\(shown) ideas where \(possible) lunches are possible; note: \(outcome.note ?? "none")"))
            }
            if shown < outcome.requested {
                if let note = outcome.note {
                    let advice = CheckText.sentences(note).filter { ["add", "buy", "get"].contains(where: CheckText.words($0).contains) }
                    let named = advice.flatMap { kitchen.lexicon.mentions(in: $0) }.map(\.food.name)
                    if shown < 3, named.isEmpty { found.append((batch, .vagueAdvice, "", note)) }
                    for name in named where heldFoods.contains(name) { found.append((batch, .adviceNamesHeldFood, "", "\(name): \(note)")) }
                } else {
                    found.append((batch, .shortUnexplained, "", "\(shown) of \(outcome.requested)"))
                }
            }
            found += variety(outcome.ideas, requested: outcome.requested, batch: batch, mainFoods: mainFoods)
            // "New ideas" gives at least as many as the first ask.
            if index > 0, shown < batches[0].ideas.count {
                found.append((batch, .smallerAgain, "", "\(shown) after \(batches[0].ideas.count)"))
            }
            // Every typed food the chef cannot place is said, not silently ignored.
            let note = (outcome.note ?? "").lowercased()
            let used = outcome.ideas.flatMap { $0.ingredients }.joined(separator: " ").lowercased()
            for item in kitchen.items where kitchen.food(of: item.name) == nil && !note.contains(item.name.lowercased()) && !used.contains(item.name.lowercased()) {
                found.append((batch, .unknownUnsaid, "", item.name))
            }
            for (first, second) in nearDuplicates(outcome.ideas) {
                found.append((batch, .nearDuplicate, second, "shares its main and base with \(first)"))
            }
            if index > 0, distinctPairs >= 2 * outcome.requested {
                let before = Set(batches[index - 1].ideas.map { $0.name.lowercased() })
                for idea in outcome.ideas where before.contains(idea.name.lowercased()) {
                    found.append((batch, .repeatAcrossBatches, idea.name, ""))
                }
            }
        }
        return found
    }

    /// Pairs of ideas with the same main and the same base: one lunch with other vegetables.
    func nearDuplicates(_ ideas: [LunchBoxIdea]) -> [(String, String)] {
        var seen: [[Set<String>]: String] = [:]
        var pairs: [(String, String)] = []
        for idea in ideas {
            let lines = IdeaReading(idea, kitchen: kitchen).lines
            let mains = Set(lines.filter { rules.parts(of: $0).contains(.main) }.compactMap { $0.food?.name })
            let bases = Set(lines.filter { rules.parts(of: $0).contains(.carb) }.compactMap { $0.food?.name })
            guard !mains.isEmpty else { continue }
            let key = [mains, bases]
            if let first = seen[key] { pairs.append((first, idea.name)) } else { seen[key] = idea.name }
        }
        return pairs
    }

    /// True when bread or a wrap is the dish: a sandwich, a wrap, a quesadilla, toast (not
    /// a roll beside a flask of soup).
    func isBreadBased(_ idea: LunchBoxIdea) -> Bool {
        Self.breadDishes.contains(Self.dish(idea, language: rules.words.language))
    }

    static let breadDishes: Set<String> = [
        "sandwich", "wrap", "quesadilla", "toast", "bagel", "pitta", "roll", "baguette", "ciabatta", "croissant", "muffin", "bun",
    ]

    private func variety(_ ideas: [LunchBoxIdea], requested: Int, batch: Int, mainFoods: Set<String>) -> [(Int, FaultKind, String, String)] {
        var found: [(Int, FaultKind, String, String)] = []
        var names = Set<String>()
        var contents = Set<Set<String>>()
        for idea in ideas {
            // The same foods made into another dish (egg fried rice, an egg and rice box) are another lunch.
            let foods = Set(IdeaReading(idea, kitchen: kitchen).lines.compactMap { $0.food?.name }).subtracting(IdeaRules.staples).union([Self.dish(idea, language: rules.words.language)])
            if !names.insert(idea.name.lowercased()).inserted || !contents.insert(foods).inserted {
                found.append((batch, .repeatInBatch, idea.name, ""))
            }
        }
        guard ideas.count >= 3 else { return found }
        let mains = ideas.map { idea in
            Set(IdeaReading(idea, kitchen: kitchen).lines.filter { rules.parts(of: $0).contains(.main) }.compactMap { $0.food?.name })
        }
        let common = mains.dropFirst().reduce(mains[0]) { $0.intersection($1) }
        if !common.isEmpty, mainFoods.count >= 3 {
            found.append((batch, .samey, "", "every idea uses \(common.sorted().joined(separator: ", "))"))
        }
        // One dish through the batch is a fault only when the kitchen has more than one kind of base.
        // Breakfast cereal is not a lunch's base.
        let bases = Set(
            usableParts.filter { $0.parts.contains(.carb) && kitchen.food(of: $0.item.name)?.form != .cereal && inTime($0.item) }
                .compactMap { kitchen.food(of: $0.item.name)?.form?.rawValue ?? kitchen.food(of: $0.item.name)?.name })
        let dishes = ideas.map { Self.dish($0, language: rules.words.language) }
        let counts = Dictionary(dishes.map { ($0, 1) }, uniquingKeysWith: +)
        // The share of the batch asked for: a short batch is not held to a smaller share.
        let fairShare = (max(ideas.count, requested) + min(bases.count, 3) - 1) / max(1, min(bases.count, 3))
        if bases.count > 1, mainFoods.count > 1, let (dish, count) = counts.max(by: { $0.value < $1.value }), dish != "other", count > max(2, fairShare),
            hasOtherBase(than: ideas.filter { Self.dish($0, language: rules.words.language) == dish })
        {
            found.append((batch, .samey, "", "\(count) of \(ideas.count) are \(dish)"))
        }
        return found
    }

    /// True when the kitchen has a base the dominant dish does not use that goes with at
    /// least two mains: then a cook would have varied the dish.
    private func hasOtherBase(than dominant: [LunchBoxIdea]) -> Bool {
        let used = Set(dominant.flatMap { IdeaReading($0, kitchen: kitchen).lines.filter { rules.parts(of: $0).contains(.carb) }.compactMap { $0.food?.form } })
        let mains = usableParts.filter { $0.parts.contains(.main) && !$0.parts.contains(.carb) }
        for carb in usableParts where carb.parts == [.carb] && inTime(carb.item) {
            guard let form = kitchen.food(of: carb.item.name)?.form, !used.contains(form) else { continue }
            if mains.filter({ goTogether($0.item, carb.item) }).count >= 2 { return true }
        }
        return false
    }

    /// False for a base that takes longer to cook than the lunch may take (rice in five minutes).
    private func inTime(_ item: InventoryItem) -> Bool {
        guard let maxMinutes, let cook = kitchen.food(of: item.name)?.cook else { return true }
        return cook.minutes.lowerBound <= maxMinutes
    }

    /// The dish an idea's name ends with: "sandwich", "bento box"; a German name says its
    /// dish first ("Reisbox mit …"), called here by the English dish's name.
    static func dish(_ idea: LunchBoxIdea, language: Language = .english) -> String {
        let words = CheckText.words(idea.name)
        if language == .german {
            let name = words.joined(separator: " ")
            return germanDishes.first { name.contains($0.0) }?.1 ?? "other"
        }
        guard let at = words.lastIndex(where: dishNames.contains) else { return "other" }
        if ["box", "bowl", "salad", "jar", "balls"].contains(words[at]), at > 0 { return words[at - 1] + " " + words[at] }
        return words[at]
    }

    /// German dish words (folded) and the English dish each is, longest first.
    static let germanDishes: [(String, String)] = [
        ("nudeln in tomatensoße", "pasta"), ("gebratene reisnudeln", "stir-fry"), ("gebratene nudeln", "stir-fry"), ("gebratener reis", "fried rice"), ("gebratene", "stir-fry"),
        ("pesto nudeln", "pasta"), ("nudelsalat", "pasta salad"), ("kartoffelsalat", "potato salad"), ("frittata streifen", "fingers"),
        ("kalte pizza", "slices"), ("joghurt parfait", "parfait"), ("overnight oats", "oats"), ("getreide bowl", "grain bowl"),
        ("salatbox", "salad box"), ("reisschussel", "rice bowl"), ("reisbox", "rice box"), ("ofenbox", "roast box"), ("pfannenbox", "fried box"),
        ("kartoffelbox", "potato box"), ("reisnudeln", "noodles"), ("nudeln", "noodles"), ("thermobehalter", "flask"), ("teller", "plate"),
        ("sandwich", "sandwich"), ("bagel", "bagel"), ("pita", "pitta"), ("brotchen", "roll"), ("baguette", "baguette"), ("ciabatta", "ciabatta"),
        ("croissant", "croissant"), ("muffin", "muffin"), ("wrap", "wrap"), ("quesadilla", "quesadilla"), ("bento", "bento"), ("onigiri", "onigiri"),
        ("toast", "toast"), ("box", "box"),
    ]

    /// Words that name a kind of lunch, found from the end of an idea's name.
    static let dishNames: Set<String> = [
        "sandwich", "wrap", "box", "bowl", "salad", "pasta", "noodles", "onigiri", "plate", "flask", "quesadilla", "fingers", "rice", "slices",
        "toast", "oats", "parfait", "bento", "bagel", "pitta", "roll", "baguette", "ciabatta", "croissant", "muffin", "bun", "jar", "balls",
        "stir-fry", "fry",
    ]
}
