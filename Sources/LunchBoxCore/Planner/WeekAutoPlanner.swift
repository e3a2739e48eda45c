import Foundation

/// Fills empty days of a week with meals, one rule for every face ("Plan my week"):
/// meals that suit the diets asked for (and leave out the foods to avoid), then what the
/// kitchen holds, with food close to its best-before date first, then variety: no meal
/// twice in a week, and a protein or carb already chosen counts against a meal. Ties go
/// to the candidate met first (library, then favorites, then the chef), so the same
/// kitchen and library always give the same week.
public struct WeekAutoPlanner: Sendable {
    /// Where a candidate meal comes from.
    public enum Source: String, Codable, Sendable {
        case library
        case favorite
        case chef
    }

    /// A meal the planner may choose.
    public struct Candidate: Equatable, Sendable, Codable {
        public let meal: Meal
        public let source: Source

        public init(meal: Meal, source: Source) {
            self.meal = meal
            self.source = source
        }
    }

    /// A day filled: the meal, where it came from and why it was chosen.
    public struct Choice: Equatable, Sendable, Codable {
        public let day: CalendarDay
        public let candidate: Candidate
        /// The kitchen foods it uses, use-soon ones first ("spinach (use soon)").
        public let usesFromKitchen: [String]

        public init(day: CalendarDay, candidate: Candidate, usesFromKitchen: [String]) {
            self.day = day
            self.candidate = candidate
            self.usesFromKitchen = usesFromKitchen
        }
    }

    /// Food with a best-before date within this many days of the day planned counts as use-soon.
    public static let useSoonDays = 3

    private let lexicon: FoodLexicon
    /// Keys of the assumed staples (salt, pepper, oil, water): never counted as food to buy.
    private let stapleKeys: Set<String>

    public init(lexicon: FoodLexicon, staples: [String] = OfflineChef.defaultStaples) {
        self.lexicon = lexicon
        stapleKeys = Set(staples.map { lexicon.foodKey(ofLine: $0) })
    }

    /// Chooses a meal for each of `days` (in order). `planned` are the meals the week
    /// already holds, for variety; `excluding` are meal ids never to choose (a swap's old
    /// meal). A day with no candidate left is not filled.
    public func plan(
        days: [CalendarDay], candidates: [Candidate], kitchen: [InventoryItem], diets: DietaryPreferences, avoiding: [String] = [],
        planned: [Meal] = [], excluding: Set<UUID> = []
    ) -> [Choice] {
        let guardian = DietaryGuard(lexicon: lexicon)
        let avoided = Set(avoiding.map { lexicon.foodKey(ofLine: $0) }.filter { !$0.isEmpty })
        var seen = Set<String>()
        let readings: [Reading] = candidates.compactMap { candidate in
            let meal = candidate.meal
            let lines = meal.allComponents
            guard !excluding.contains(meal.id), seen.insert(PlannerText.key(meal.description)).inserted else { return nil }
            let keys = lines.map { lexicon.foodKey(ofLine: $0) }
            guard avoided.isDisjoint(with: keys), guardian.verdict(forIngredients: lines.isEmpty ? [meal.description] : lines, preferences: diets).isSafe
            else { return nil }
            return Reading(
                candidate: candidate, keys: Set(keys).subtracting(stapleKeys), protein: lexicon.foodKey(ofLine: meal.primaryProtein), carb: lexicon.foodKey(ofLine: meal.primaryCarb))
        }
        var stock: [String: (name: String, bestBefore: CalendarDay?)] = [:]
        for item in kitchen {
            let key = lexicon.foodKey(ofLine: item.name)
            let soonest = [stock[key]?.bestBefore, item.bestBefore].compactMap { $0 }.min()
            stock[key] = (stock[key]?.name ?? item.name, soonest)
        }
        var used = Set(planned.map { PlannerText.key($0.description) })
        var proteins = Set(planned.map { lexicon.foodKey(ofLine: $0.primaryProtein) })
        var carbs = Set(planned.map { lexicon.foodKey(ofLine: $0.primaryCarb) })
        var eatenSoon = Set<String>()
        var choices: [Choice] = []
        for day in days {
            var best: (score: Int, reading: Reading)?
            for reading in readings where !used.contains(PlannerText.key(reading.candidate.meal.description)) {
                let score = self.score(reading, on: day, stock: stock, eatenSoon: eatenSoon, proteins: proteins, carbs: carbs)
                if best == nil || score > best!.score { best = (score, reading) }
            }
            guard let chosen = best?.reading else { continue }
            used.insert(PlannerText.key(chosen.candidate.meal.description))
            proteins.insert(chosen.protein)
            carbs.insert(chosen.carb)
            let soon = chosen.keys.filter { isUseSoon(stock[$0]?.bestBefore, on: day) }
            eatenSoon.formUnion(soon)
            let held = chosen.keys.compactMap { key in stock[key].flatMap { isGood($0.bestBefore, on: day) ? (key, $0.name) : nil } }.sorted {
                (soon.contains($0.0) ? 0 : 1, $0.1) < (soon.contains($1.0) ? 0 : 1, $1.1)
            }
            choices.append(
                Choice(day: day, candidate: chosen.candidate, usesFromKitchen: held.map { soon.contains($0.0) ? "\($0.1) (use soon)" : $0.1 }))
        }
        return choices
    }

    private struct Reading {
        let candidate: Candidate
        let keys: Set<String>
        let protein: String
        let carb: String
    }

    /// Kitchen foods still good on the day count 3 each, use-soon food 6 more (once a week: the next day looks
    /// for another); every food to buy costs 1; a protein or carb already chosen costs 4 and 2.
    private func score(
        _ reading: Reading, on day: CalendarDay, stock: [String: (name: String, bestBefore: CalendarDay?)], eatenSoon: Set<String>,
        proteins: Set<String>, carbs: Set<String>
    ) -> Int {
        var score = 0
        for key in reading.keys {
            // Food past its best-before on the day is not there to use: it is bought fresh.
            guard let held = stock[key], isGood(held.bestBefore, on: day) else {
                score -= 1
                continue
            }
            score += 3
            if isUseSoon(held.bestBefore, on: day), !eatenSoon.contains(key) { score += 6 }
        }
        if !reading.protein.isEmpty, proteins.contains(reading.protein) { score -= 4 }
        if !reading.carb.isEmpty, carbs.contains(reading.carb) { score -= 2 }
        return score
    }

    private func isGood(_ bestBefore: CalendarDay?, on day: CalendarDay) -> Bool {
        bestBefore.map { $0 >= day } ?? true
    }

    private func isUseSoon(_ bestBefore: CalendarDay?, on day: CalendarDay) -> Bool {
        guard let bestBefore else { return false }
        return bestBefore >= day && day.days(until: bestBefore) <= Self.useSoonDays
    }
}
