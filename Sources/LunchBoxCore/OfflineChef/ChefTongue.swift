import Foundation

/// The language an offline idea is written in: English, the chef's own, or German.
///
/// Every word of an idea is a phrase of the chef's string tables
/// (`Resources/Localization/<code>.lproj/chef*.strings`: chef, chefcook, chefdish,
/// chefmore), and lists are joined as every page joins them (`Wording.and`). A phrase names its gaps
/// ("{food} in {water} {time} köcheln lassen"), so a language orders them as its grammar
/// needs and may leave one out (a German recipe says no "it"). `StepWriter` fills the gaps
/// with words in the same language: each food by its name there (`FoodNames`), amounts,
/// times. The dishes, the steps and their safety rules are decided once, in English-free
/// terms; only the words differ.
struct ChefTongue: Sendable {
    /// Each food's name in the lexicon's languages.
    let names: FoodNames
    /// The chef's tables and the lists' (`Wording.and`), in this language.
    private let words: Wording

    init(names: FoodNames, words: Wording) {
        self.names = names
        self.words = words
    }

    var language: Language { words.language }

    var isEnglish: Bool { language == .english }

    /// The phrase for `key` with its gaps filled: "{food}" by `arguments["food"]`. A gap
    /// with no argument is left empty (an optional part of a step, such as its oil).
    func say(_ key: String, _ arguments: [String: String] = [:]) -> String {
        let text = words.phrase(key)
        guard text.contains("{") else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            result += arguments[String(rest[rest.index(after: open)..<close])] ?? ""
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// The phrase for `key` in this language alone, or nil: for parts some voices have
    /// and others do not (an opener).
    func phrase(_ key: String) -> String? {
        words.ifPresent(key)
    }

    /// "a, b and c" in this language.
    func list(_ items: [String]) -> String {
        words.and(items)
    }

    /// "10-12 minutes", "1 Minute", "10–12 Minuten".
    func minutes(_ range: ClosedRange<Int>) -> String {
        if range.lowerBound == range.upperBound {
            return say(range.lowerBound == 1 ? "chef.minutes.one" : "chef.minutes.other", ["n": "\(range.lowerBound)"])
        }
        return say("chef.minutes.range", ["low": "\(range.lowerBound)", "high": "\(range.upperBound)"])
    }

    /// How a food is called in this language: the name German gives the lexicon food, in
    /// the plural when the kitchen's word is one; nil in English (the caller keeps the
    /// person's own word) and for a food with no name here.
    func name(of food: Food, plural: Bool) -> String? {
        isEnglish ? nil : names.name(of: food.name, in: language.rawValue, plural: plural)
    }

    /// How a kitchen food is called: its name in this language, or the person's own words
    /// when they say what the food is free from ("gluten-free bread", "dairy free cheese"):
    /// a translated name would drop that, and the diet with it. Nil in English.
    func name(of ingredient: ChefIngredient, plural: Bool) -> String? {
        guard !isEnglish else { return nil }
        guard !ingredient.saysFreeFrom else { return ingredient.lineName }
        if let typed = typedName(of: ingredient) { return typed }
        return name(of: ingredient.food, plural: plural) ?? ingredient.lineName
    }

    /// The person's own word when they typed the food by one of its names in this
    /// language more particular than its usual one: "Hähnchenbrust" stays, where the
    /// lexicon's first name is "Hähnchen", and so do a dish German calls by its own name
    /// ("rajma" is "Rajma", not "Gemüsecurry") and an English name German writes as one
    /// word ("mango pickle" is "Mangopickle", not "Limettenpickle"). Case, accents, spaces
    /// and hyphens are not told apart; the name is written as this language spells it.
    /// "Äpfel" is the usual name, said as one or many as the lunch needs.
    private func typedName(of ingredient: ChefIngredient) -> String? {
        let typed = Self.squeezed(KitchenEntry.entry(from: ingredient.item.name).name)
        let food = ingredient.food
        let usual = [name(of: food, plural: false), name(of: food, plural: true)]
        return names.names(of: food.name, in: language.rawValue).first { !usual.contains($0) && Self.squeezed($0) == typed }
    }

    private static func squeezed(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).filter { $0 != " " && $0 != "-" }
    }

    /// The name for one of a kitchen food ("Apfel"), and whether that name is itself a
    /// plural: a food the language names only in the plural ("schwarze Bohnen") keeps the
    /// number of the kitchen's word. Nil in English.
    func singular(of ingredient: ChefIngredient) -> (name: String, plural: Bool)? {
        guard !isEnglish else { return nil }
        if let typed = typedName(of: ingredient) { return (typed, ingredient.isPlural) }
        guard !ingredient.saysFreeFrom, let one = name(of: ingredient.food, plural: false) else { return (ingredient.lineName, ingredient.isPlural) }
        return (one, ingredient.isPlural && one == name(of: ingredient.food, plural: true))
    }
}

/// The languages the offline chef writes in, their phrases loaded once with the chef.
public struct ChefTongues: Sendable {
    let english: ChefTongue
    let german: ChefTongue

    /// The `chef` tables shipped in this module's bundle.
    public init(names: FoodNames) {
        self.init(names: names, bundle: .module)
    }

    init(names: FoodNames, bundle: Bundle) {
        let tables = ["chef", "list"]
        let english = Wording.Catalog(.english, in: bundle, tables: tables)
        self.english = ChefTongue(names: names, words: Wording(language: .english, catalog: english, english: english))
        let german = Wording.Catalog(.german, in: bundle, tables: tables)
        self.german = ChefTongue(names: names, words: Wording(language: .german, catalog: german, english: english))
    }

    /// The tongue for a household's language: German for German, else English (the chef
    /// writes no other language yet; the page around its ideas is in the household's).
    func tongue(for language: Language) -> ChefTongue {
        language == .german ? german : english
    }

    /// The languages the chef writes its ideas in.
    public static let languages: [Language] = [.english, .german]
}
