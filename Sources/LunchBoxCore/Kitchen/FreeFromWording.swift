/// Finds explicit free-from wording in food text: "gluten-free", "dairy free",
/// "vegan", "free from nuts", "plant-based".
///
/// Such words say what a product lacks, so "dairy-free cheese" is cheese without dairy
/// and must not be flagged for a dairy-free diet. They are found before foods are
/// matched, so "egg" in "egg-free mayo" is never read as an egg.
enum FreeFromWording {
    /// Free-from wording at `range` (word positions) naming `contents`.
    struct Phrase: Equatable {
        let range: Range<Int>
        let contents: Set<FoodContent>
    }

    static let animalProducts: Set<FoodContent> = [.meat, .poultry, .fish, .shellfish, .dairy, .egg, .honey, .animalRennet]
    /// What "vegetarian" on a label rules out: flesh, and rennet from it ("vegetarian pesto").
    static let flesh: Set<FoodContent> = [.meat, .poultry, .fish, .shellfish, .animalRennet]

    /// Every free-from phrase in `words`, in order, not overlapping.
    static func phrases(in words: [String]) -> [Phrase] {
        var phrases: [Phrase] = []
        var index = 0
        while index < words.count {
            if let phrase = phrase(at: index, in: words) {
                phrases.append(phrase)
                index = phrase.range.upperBound
            } else {
                index += 1
            }
        }
        return phrases
    }

    /// True when a lexicon name contains wording lookup would remove.
    static func isReserved(_ words: [String]) -> Bool {
        !phrases(in: words).isEmpty
    }

    private static func phrase(at index: Int, in words: [String]) -> Phrase? {
        let word = words[index]
        let next = index + 1 < words.count ? words[index + 1] : nil
        let afterNext = index + 2 < words.count ? words[index + 2] : nil
        // "gluten free", "dairy and egg free" (but "eggs free range" is not egg-free).
        if let listed = subjectList(at: index, in: words) {
            return listed
        }
        // "free from nuts", "without gluten".
        if word == "free", next == "from", let afterNext, let contents = subjects[afterNext] {
            return Phrase(range: index..<index + 3, contents: contents)
        }
        if word == "without", let next, let contents = subjects[next] {
            return Phrase(range: index..<index + 2, contents: contents)
        }
        if (word == "non" && next == "dairy") || (word == "plant" && next == "based") {
            return Phrase(range: index..<index + 2, contents: word == "non" ? [.dairy] : animalProducts)
        }
        if let contents = singleWords[word] {
            return Phrase(range: index..<index + 1, contents: contents)
        }
        return nil
    }

    /// "gluten free" or a list such as "dairy, egg and nut free".
    private static func subjectList(at index: Int, in words: [String]) -> Phrase? {
        var contents: Set<FoodContent> = []
        var last = index
        while let subject = subjects[words[last]] {
            contents.formUnion(subject)
            guard last + 2 < words.count, words[last + 1] == "and" || words[last + 1] == "or",
                subjects[words[last + 2]] != nil
            else { break }
            last += 2
        }
        guard !contents.isEmpty, last + 1 < words.count, words[last + 1] == "free" else { return nil }
        if last + 2 < words.count, words[last + 2] == "range" { return nil }
        return Phrase(range: index..<last + 2, contents: contents)
    }

    /// Words that can stand before "free" or after "free from" / "without".
    private static let subjects: [String: Set<FoodContent>] = [
        "gluten": [.gluten], "dairy": [.dairy], "milk": [.dairy], "egg": [.egg], "eggs": [.egg],
        "nut": [.treeNuts, .peanuts], "nuts": [.treeNuts, .peanuts], "peanut": [.peanuts], "peanuts": [.peanuts],
        "soy": [.soy], "soya": [.soy], "sesame": [.sesame], "meat": [.meat, .poultry], "gelatin": [.meat],
        "gelatine": [.meat], "honey": [.honey], "fish": [.fish], "shellfish": [.shellfish], "animal": animalProducts,
        "rennet": [.animalRennet],
    ]

    private static let singleWords: [String: Set<FoodContent>] = [
        "glutenfree": [.gluten], "gf": [.gluten], "dairyfree": [.dairy], "nondairy": [.dairy], "eggless": [.egg],
        "nutfree": [.treeNuts, .peanuts], "vegan": animalProducts, "plantbased": animalProducts,
        "vegetarian": flesh, "meatless": [.meat, .poultry], "meatfree": [.meat, .poultry],
    ]
}
