/// Near-miss matching for typed and scanned text ("brocoli", "chiken", "CHEDDAR 200G").
extension FoodLexicon {
    /// The foods closest to `text`, best first, each with a score from 0 to 1 (1 is an
    /// exact match). One match per food; nothing below `minimumScore`. Offer these to
    /// the person to confirm: they are suggestions, not answers.
    public func bestMatches(for text: String, limit: Int = 3, minimumScore: Double = 0.7) -> [FoodMatch] {
        let words = FoodText.words(text)
        let phrases = FreeFromWording.phrases(in: words)
        let freeFrom = phrases.reduce(into: Set<FoodContent>()) { $0.formUnion($1.contents) }
        let forms = Self.cleanedForms(of: Self.removing(phrases, from: words)).filter { !$0.isEmpty }
        var queries: [[Unicode.Scalar]] = []
        for form in forms {
            for key in [FoodText.key(form), FoodText.stemKey(form)] {
                let scalars = Array(key.unicodeScalars)
                if !queries.contains(scalars) { queries.append(scalars) }
            }
        }
        guard !queries.isEmpty, limit > 0 else { return [] }

        var best: [Int: (score: Double, name: String)] = [:]
        for (key, entry) in fuzzyKeys {
            for query in queries {
                let longer = max(key.count, query.count)
                let allowed = Int((1 - minimumScore) * Double(longer))
                guard let distance = EditDistance.distance(query, key, limit: allowed) else { continue }
                let score = 1 - Double(distance) / Double(longer)
                if score >= minimumScore, score > best[entry.food]?.score ?? -1 {
                    best[entry.food] = (score, entry.name)
                }
            }
        }
        let ranked = best.sorted { lhs, rhs in
            if lhs.value.score != rhs.value.score { return lhs.value.score > rhs.value.score }
            if lhs.value.name.count != rhs.value.name.count { return lhs.value.name.count < rhs.value.name.count }
            return lhs.value.name < rhs.value.name
        }
        return ranked.prefix(limit).map { food, value in
            FoodMatch(food: foods[food], matchedName: value.name, score: value.score, freeFrom: freeFrom)
        }
    }
}
