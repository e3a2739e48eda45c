import Foundation
import LunchBoxCore

/// The rules one idea must keep: safe and sensible steps, a whole lunch, the diets, a
/// true name. Each returns (kind, detail) pairs; the caller adds where it was found.
struct IdeaRules {
    let kitchen: KitchenReading
    let preferences: DietaryPreferences
    let mealType: MealType
    let guardian: DietaryGuard
    /// The parts of a lunch the kitchen holds none of (usable, fresh, diet-safe): a lunch
    /// may go without them.
    var absentParts: Set<Part> = []
    /// The kitchen's savoury sauces the diet allows, fresh.
    var kitchenSauces: [String] = []
    /// The words of the language the ideas are written in.
    var words = CheckerWords.english

    func faults(in reading: IdeaReading) -> [(FaultKind, String)] {
        var found: [(FaultKind, String)] = []
        found += stateFaults(reading)
        found += preparationFaults(reading)
        found += compositionFaults(reading)
        found += dietFaults(reading)
        found += nameFaults(reading)
        found += wordingFaults(reading)
        return found
    }

    // MARK: Cooked, frozen, raw

    private func stateFaults(_ reading: IdeaReading) -> [(FaultKind, String)] {
        var found: [(FaultKind, String)] = []
        for line in reading.lines where line.item != nil {
            let sentences = reading.sentences(naming: line)
            // Cooked food is reheated once only (rice above all): one sentence that heats it.
            let heats = sentences.filter { sentence in
                let text = sentence.text.lowercased()
                return words.heatMarks.contains { text.contains($0) }
            }
            if kitchen.isCooked(line), heats.count > 1 { found.append((.reheatedTwice, line.label)) }
            if kitchen.isCooked(line) {
                for sentence in sentences where words.rawCookingPatterns.contains(where: { sentence.text.lowercased().range(of: $0, options: .regularExpression) != nil }) {
                    let reheats = words.reheatMarks.contains { sentence.text.lowercased().contains($0) }
                    if !reheats { found.append((.cookedFromRaw, "\(line.label): \(sentence.text)")) }
                }
            }
            let cooks = sentences.contains { sentence in words.cookVerbs.contains { words.has($0, in: sentence.words) } }
            if kitchen.isFrozen(line), !cooks {
                found.append((.frozenUncooked, line.label))
            } else if !kitchen.isCooked(line), line.food?.mustCook == true, !cooks, !kitchen.isFrozen(line) {
                found.append((.rawNeverCooked, line.label))
            }
            // Food spooned hot into a flask (or served hot) must have been heated first.
            let servedHot = sentences.contains { sentence in
                let text = sentence.text.lowercased()
                return text.contains(words.hot) && words.servedHot.contains(where: text.contains) && !words.cookVerbs.contains { words.has($0, in: sentence.words) }
            }
            if servedHot, !cooks, !parts(of: line).isEmpty, line.food?.category != .vegetable || line.food?.form == .soup {
                found.append((.notHeated, line.label))
            }
            if let item = line.item, kitchen.isExpired(item) {
                found.append((.expiredUsed, item.name))
            }
        }
        return found
    }

    // MARK: Cutting and technique

    private func preparationFaults(_ reading: IdeaReading) -> [(FaultKind, String)] {
        var found: [(FaultKind, String)] = []
        let inBread = reading.lines.contains { [.bread, .wrap].contains($0.food?.form) }
        for line in reading.lines where line.item != nil {
            guard let food = line.food else { continue }
            let sentences = reading.sentences(naming: line)
            let cut = sentences.contains { sentence in sentence.words.contains(where: words.isCut) }
            let alreadyCut = line.words.contains(where: words.alreadyCut.contains)
            let needsCut = CheckerKnowledge.mustCut.contains(food.name) || (inBread && CheckerKnowledge.cutInBread.contains(food.name))
            if needsCut, !cut, !alreadyCut { found.append((.notCut, line.label)) }
            for sentence in sentences {
                let text = sentence.text.lowercased()
                if CheckerKnowledge.citrus.contains(food.name), words.citrusWrong.contains(where: { sentence.words.contains($0) }) {
                    found.append((.wrongTechnique, "citrus: \(sentence.text)"))
                }
                if CheckerKnowledge.nonMelting.contains(food.name),
                    sentence.words.contains(where: { $0.hasPrefix(words.melt) || words.language == .german && ($0.contains(words.melt) || $0 == "geschmolzen") })
                {
                    found.append((.wrongTechnique, "does not melt: \(sentence.text)"))
                }
                if !food.contains.contains(.egg) || food.category != .protein, text.contains(words.boil), text.contains(words.peel),
                    !["potato", "sweet potato", "carrot", "beetroot"].contains(food.name)
                {
                    found.append((.wrongTechnique, "egg steps: \(sentence.text)"))
                }
                if food.isBiteSized, cutsFirst(sentence, naming: line), !words.needlessCutExempt.contains(where: text.contains) {
                    found.append((.needlessCut, sentence.text))
                }
                if let minimum = CheckerKnowledge.minimumMinutes[food.name], let minutes = Self.firstMinutes(in: text, pattern: words.minutesPattern), minutes < minimum {
                    found.append((.cookTime, "\(food.name) for \(minutes) minutes: \(sentence.text)"))
                }
            }
        }
        return found
    }

    /// True when the sentence cuts the food it names: an English step that begins with a
    /// cut ("Slice the grapes", ", chop"), a German one that names the food first and ends
    /// in a cut ("Trauben in Scheiben schneiden").
    private func cutsFirst(_ sentence: (text: String, words: [String]), naming line: IdeaReading.Line) -> Bool {
        if words.language == .german {
            return line.isNamed(in: Array(sentence.words.prefix(3))) && words.needlessCutVerbs.contains { words.has($0, in: sentence.words) }
        }
        return words.needlessCutVerbs.contains { verb in sentence.words.first == verb || sentence.text.lowercased().contains(", \(verb)") }
    }

    /// The first "N minutes" or "N-M minutes" figure in a text (the larger end).
    static func firstMinutes(in text: String, pattern: String = #"\d+(-\d+)? minutes"#) -> Int? {
        guard let range = text.range(of: pattern, options: .regularExpression) else { return nil }
        let numbers = text[range].split { !$0.isNumber }.compactMap { Int($0) }
        return numbers.max()
    }

    // MARK: A whole lunch

    enum Part: String { case main, carb, produce }

    func parts(of line: IdeaReading.Line) -> Set<Part> {
        // Spices and sauces are never a part, whatever their names say ("curry powder").
        if let food = line.food, food.category == .condiment { return [] }
        let words = line.words + (line.item.map { CheckText.words($0.name) } ?? [])
        if CheckerKnowledge.mainAndCarb.contains(where: { CheckText.contains($0, in: words) }) { return [.main, .carb] }
        if CheckerKnowledge.mainDishes.contains(where: { CheckText.contains($0, in: words) }) { return [.main] }
        if CheckerKnowledge.carbDishes.contains(where: { CheckText.contains($0, in: words) }) { return [.carb] }
        guard let food = line.food else { return [] }
        switch (food.category, food.form) {
        case (.protein, _), (_, .cheese): return [.main]
        case (.dairy, nil) where ["cottage cheese", "ricotta"].contains(food.name): return [.main]
        case (.dairy, .spread) where ["cream cheese", "cheese spread", "labneh"].contains(food.name): return [.main]
        case (.vegetable, .soup): return [.main]
        case (.snack, .crackers): return [.carb]
        case (.carb, let form):
            let starch: [FoodForm?] = [.bread, .wrap, .rice, .grain, .pasta, .noodles, .potato, .crackers, nil]
            let notAMeal = ["flour", "breadcrumbs", "croutons", "cornflour", "rice flour", "chickpea flour", "ground almonds"]
            return starch.contains(form) && !notAMeal.contains(food.name) ? [.carb] : (form == .cereal ? [.carb] : [])
        case (.fruit, nil), (.vegetable, nil), (.vegetable, .leafy):
            return CheckerKnowledge.notASide.contains(food.name) ? [] : [.produce]
        default: return []
        }
    }

    private func compositionFaults(_ reading: IdeaReading) -> [(FaultKind, String)] {
        guard mealType == .lunchBox || mealType == .dinner else { return [] }
        var found: [(FaultKind, String)] = []
        let has = reading.lines.reduce(into: Set<Part>()) { $0.formUnion(self.parts(of: $1)) }
        // A cook packs a salad box or a frittata with no base, and food with no fruit or
        // vegetable only when the kitchen has none.
        let produceCount = reading.lines.filter { self.parts(of: $0) == [.produce] }.count
        let baseless = CheckText.words(reading.idea.name).contains(words.frittata) || produceCount >= 2 && has.contains(.main)
        // A complete food (cold pizza, a flask of leftovers with its bread) is a lunch by itself.
        let complete = reading.lines.contains { self.parts(of: $0) == [.main, .carb] } || CheckText.words(reading.idea.name).contains(words.flask)
        let missing = [Part.main, .carb, .produce].filter {
            !has.contains($0) && !absentParts.contains($0) && !($0 == .carb && baseless) && !($0 == .produce && complete && has.contains(.carb))
        }
        if !missing.isEmpty { found.append((.missingPart, "no " + missing.map(\.rawValue).joined(separator: ", "))) }
        // Pickled, smoked and marinated food comes seasoned ("pickled herring").
        // The kitchen's own word says so too ("pickled herring", named Hering in German).
        let preserved = reading.lines.contains { line in
            !Set(line.words + (line.item.map { CheckText.words($0.name) } ?? [])).isDisjoint(with: ["pickled", "smoked", "marinated", "cured"]) && self.parts(of: line).contains(.main)
        }
        let seasoned =
            preserved
            || reading.lines.contains { line in
                guard let food = line.food else { return false }
                return [.condiment, .fat].contains(food.category) || [.spread, .sauce, .aromatic, .spice].contains(food.form)
                    || ["lemon", "lime", "salt", "black pepper"].contains(food.name)
            }
        let readyMade = reading.lines.contains { line in
            self.parts(of: line).contains(.main)
                && (kitchen.isCooked(line) || line.food.map { CheckerKnowledge.seasonedMains.contains($0.name) || $0.form == .cheese } == true)
        }
        if !seasoned, !readyMade, has.contains(.main) { found.append((.unseasoned, reading.idea.name)) }
        // Only salt, pepper and oil while a savoury sauce the diet allows sits in the kitchen.
        let sauced =
            preserved
            || reading.lines.contains { line in
                guard let food = line.food else { return false }
                return ![.condiment, .fat].contains(food.category)
                    ? [.spread, .sauce].contains(food.form) : !["salt", "black pepper", "oil", "water"].contains(food.name) || food.name == "oil" && line.item != nil
            }
        let dish = BatchRules.dish(reading.idea, language: words.language)
        if !sauced, !readyMade, has.contains(.main), let unused = kitchenSauces.first(where: { CheckerKnowledge.sauceSuits(kitchen.food(of: $0)?.name ?? $0, dish: dish) }) {
            found.append((.sauceUnused, "\(reading.idea.name): \(unused)"))
        }
        return found
    }

    // MARK: Diets

    private func dietFaults(_ reading: IdeaReading) -> [(FaultKind, String)] {
        guard !preferences.isEmpty else { return [] }
        var found: [(FaultKind, String)] = []
        let verdict = guardian.verdict(for: reading.idea, preferences: preferences, language: words.language == .english ? nil : words.language)
        found += verdict.violations.map { (.diet, $0.reason) }
        found += verdict.unverified.map { (.diet, "unverified: \($0.ingredient)") }
        let keys = preferences.active.compactMap { CheckerKnowledge.DietKey(rawValue: $0.rawValue) }
        for line in reading.lines {
            for key in keys {
                for hidden in words.hidden[key] ?? [] {
                    for range in hits(of: hidden, in: line.words) where !isExempt(range, in: line.words, for: key) {
                        found.append((.diet, "\(key.rawValue): \(line.text) (\(hidden))"))
                    }
                }
            }
        }
        return found
    }

    /// Where `hidden` stands in a line: as whole words, and in German also as the head of a
    /// compound ("Vollkornbrot" holds "brot", "Frischkäse" "kase").
    private func hits(of hidden: String, in lineWords: [String]) -> [Range<Int>] {
        let whole = CheckText.ranges(of: hidden, in: lineWords)
        guard words.language == .german, hidden.count >= 4, !hidden.contains(" ") else { return whole }
        return whole + lineWords.indices.filter { lineWords[$0] != hidden && lineWords[$0].hasSuffix(hidden) }.map { $0..<$0 + 1 }
    }

    /// True when free-from wording covers the hit or stands just before it ("vegetarian
    /// pesto"); in German also within the word ("Hafermilch", "glutenfreie").
    private func isExempt(_ hit: Range<Int>, in lineWords: [String], for key: CheckerKnowledge.DietKey) -> Bool {
        // A German idea keeps the person's free-from words as they typed them ("gluten free wraps").
        let exemptions = (words.exemptions[key] ?? []) + (words.language == .english ? [] : CheckerKnowledge.exemptions[key] ?? [])
        if words.language == .german, lineWords[hit].contains(where: { word in exemptions.contains { word.contains($0) } }) { return true }
        return Self.isExempt(hit, in: lineWords, for: key, exemptions: exemptions)
    }

    /// True when free-from wording covers the hit or stands just before it ("vegetarian pesto").
    static func isExempt(_ hit: Range<Int>, in words: [String], for key: CheckerKnowledge.DietKey, exemptions: [String]? = nil) -> Bool {
        (exemptions ?? CheckerKnowledge.exemptions[key] ?? []).contains { phrase in
            CheckText.ranges(of: phrase, in: words).contains { span in
                span.overlaps(hit) || (span.upperBound <= hit.lowerBound && hit.lowerBound - span.upperBound <= 1)
            }
        }
    }
}
