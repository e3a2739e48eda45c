import Foundation
import LunchBoxCore

/// The words the checker's rules look for in one language: how a step says it heats,
/// cooks, cuts or packs, what a name calls a dish, what hides an animal product. The rules
/// judge the idea as written, in its own language, never an English text behind it.
/// Words are lower case and folded as `CheckText.words` folds them ("köcheln" is
/// "kocheln").
struct CheckerWords {
    let language: Language
    /// A sentence that heats food already cooked: the rule allows one.
    let heatMarks: [String]
    /// Heating that only reheats: a sentence with one is not cooking from raw.
    let reheatMarks: [String]
    /// A sentence that cooks from raw (regular expressions on the lower-case sentence).
    let rawCookingPatterns: [String]
    /// Verbs that cook or thaw.
    let cookVerbs: [String]
    /// "hot" and where hot food goes ("into the flask", "serve").
    let hot: String
    let servedHot: [String]
    /// Verbs and nouns that say a food is cut.
    let cutVerbs: [String]
    /// Words in a line that say the food came cut.
    let alreadyCut: Set<String>
    /// Words that chop or scatter, wrong for citrus.
    let citrusWrong: Set<String>
    /// The stem of "melt".
    let melt: String
    /// "boil" and "peel": the egg steps.
    let boil: String
    let peel: String
    /// Verbs that cut, and words that make cutting bite-sized food right (halving lengthways).
    let needlessCutVerbs: [String]
    let needlessCutExempt: [String]
    /// "N minutes" or "N-M minutes".
    let minutesPattern: String
    /// Words of idea names.
    let frittata: String
    let flask: String
    let dishWords: Set<String>
    let nameQuantityWords: Set<String>
    /// Lexicon names steps use as ordinary words.
    let notFood: Set<String>
    /// Hidden animal products and other diet breakers, and the words that exempt them.
    let hidden: [CheckerKnowledge.DietKey: [String]]
    let exemptions: [CheckerKnowledge.DietKey: [String]]

    /// True when `words` holds `verb` as a word: in English also "-ed" and "-s" forms, in
    /// German also with a separable prefix ("anbraten" for "braten").
    func has(_ verb: String, in words: [String]) -> Bool {
        if language == .german { return words.contains { $0 == verb || $0.hasSuffix(verb) && $0.count > verb.count } }
        return words.contains(verb) || words.contains(verb + "ed") || words.contains(verb + "s")
    }

    /// True when `word` begins a cut ("slice", "sliced" for "slice"; "schneiden" in German,
    /// "kleinschneiden" too).
    func isCut(_ word: String) -> Bool {
        // German cuts hide inside compounds and prefixes ("zerzupfen", "kleinschneiden").
        language == .german ? cutVerbs.contains { $0.count >= 4 ? word.contains($0) : word.hasPrefix($0) } : cutVerbs.contains { word.hasPrefix($0) }
    }

    /// The words for ideas in `language`: German for German, else English.
    static func `for`(_ language: Language) -> CheckerWords {
        language == .german ? german : english
    }

    static let english = CheckerWords(
        language: .english, heatMarks: ["reheat", "piping hot", "until hot", "steaming"], reheatMarks: ["piping hot", "reheat", "warm through", "heat through"],
        rawCookingPatterns: CheckerKnowledge.rawCookingPatterns, cookVerbs: CheckerKnowledge.cookVerbs, hot: "hot", servedHot: ["into the flask", "serve"],
        cutVerbs: CheckerKnowledge.cutVerbs,
        alreadyCut: ["sliced", "grated", "shredded", "chopped", "diced", "cubed", "slices", "batons", "sticks", "florets"],
        citrusWrong: ["chopped", "chop", "scatter"], melt: "melt", boil: "boil", peel: "peel", needlessCutVerbs: ["cut", "chop", "slice", "dice"],
        needlessCutExempt: ["halve", "lengthways"], minutesPattern: #"\d+(-\d+)? minutes"#, frittata: "frittata", flask: "flask",
        dishWords: CheckerKnowledge.dishWords, nameQuantityWords: ["half", "tin", "tins", "bag", "loaf", "pack"], notFood: CheckerKnowledge.wordsNotFood,
        hidden: Dictionary(uniqueKeysWithValues: CheckerKnowledge.DietKey.allCases.map { ($0, $0.hidden) }), exemptions: CheckerKnowledge.exemptions)
}
