/// Edit distance for fuzzy food matching: insertions, deletions, substitutions and
/// swaps of two neighbouring letters each cost one ("brocoli", "chiken", "tomaot").
enum EditDistance {
    /// The optimal string alignment distance, or nil when it exceeds `limit` (checked
    /// early, so most of the lexicon is rejected after a few rows).
    static func distance(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar], limit: Int) -> Int? {
        if abs(lhs.count - rhs.count) > limit { return nil }
        if lhs.isEmpty || rhs.isEmpty { return max(lhs.count, rhs.count) }
        var previousPrevious = [Int](repeating: 0, count: rhs.count + 1)
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for row in 1...lhs.count {
            current[0] = row
            var rowMinimum = row
            for column in 1...rhs.count {
                let cost = lhs[row - 1] == rhs[column - 1] ? 0 : 1
                var value = min(previous[column] + 1, current[column - 1] + 1, previous[column - 1] + cost)
                if row > 1, column > 1, lhs[row - 1] == rhs[column - 2], lhs[row - 2] == rhs[column - 1] {
                    value = min(value, previousPrevious[column - 2] + 1)
                }
                current[column] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return nil }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        let result = previous[rhs.count]
        return result <= limit ? result : nil
    }
}
