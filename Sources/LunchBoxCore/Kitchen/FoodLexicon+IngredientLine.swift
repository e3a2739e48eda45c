extension FoodLexicon {
    /// The same-food key of an ingredient line or a kitchen name, read past what is written
    /// around the food: "cheddar (40 g)", "2 apples, sliced" and "Cheddar" all give
    /// cheddar's key. A line naming one lexicon food among other words ("1 cup cooked
    /// long grain rice") is that food; a line naming several stays its own text, so
    /// "chicken and rice" is not taken for either. Empty for a line with no words.
    public func foodKey(ofLine line: String) -> String {
        let bare = Self.withoutBrackets(line)
        let key = sameFoodKey(for: bare)
        guard key.hasPrefix(Self.unknownKeyPrefix) else { return key }
        let mentioned = Set(mentions(in: bare).map(\.food.name))
        if mentioned.count == 1, let name = mentioned.first { return Self.knownKeyPrefix + name }
        return key
    }

    /// Every same-food key a line mentions: its own key and each lexicon food in it, so
    /// "wrap with hummus and cucumber" uses hummus and cucumber.
    public func foodKeys(mentionedIn line: String) -> Set<String> {
        var keys = Set(mentions(in: Self.withoutBrackets(line)).map { Self.knownKeyPrefix + $0.food.name })
        keys.insert(foodKey(ofLine: line))
        keys.remove("")
        return keys
    }

    static let knownKeyPrefix = "food:"
    static let unknownKeyPrefix = "text:"

    /// The line without bracketed notes: "(40 g)", "[optional]". Portions are written
    /// in brackets by the offline chef and often by AI services.
    public static func withoutBrackets(_ line: String) -> String {
        // Most lines have none: kept as they are, not rebuilt a character at a time.
        guard line.utf8.contains(where: { $0 == 0x28 || $0 == 0x29 || $0 == 0x5B || $0 == 0x5D }) else { return line }
        var result = ""
        var depth = 0
        for character in line {
            switch character {
            case "(", "[": depth += 1
            case ")", "]": depth = max(0, depth - 1)
            default: if depth == 0 { result.append(character) }
            }
        }
        return result
    }
}
