import Foundation

/// The names of lexicon foods in the languages printed on packs and typed by households
/// (German, French, Spanish, Italian, Dutch, Swedish), as food-names.json writes them:
/// each canonical English name to language code to names, singular first.
///
/// `FoodLexicon.bundled()` adds them to their foods as aliases, so "Milch", "MJÖLK" and
/// "2 Äpfel" are read as milk and apples. The lexicon refuses a name that could mean
/// another food: after case, accents and English plurals are folded it may be, or stem
/// to, no other food's name, alias or translation in any language (French "raisin" is
/// grapes, English "raisin" is raisins; German "Eis" stems to "ei").
public struct FoodNames: Sendable, Equatable {
    /// The languages of the bundled file, in the order their names are added.
    public static let languages = ["de", "fr", "es", "it", "nl", "sv"]

    /// Canonical English food name to language code to names.
    public let names: [String: [String: [String]]]

    public init(names: [String: [String: [String]]]) {
        self.names = names
    }

    /// Names from JSON shaped as the bundled food-names.json.
    public init(json data: Data) throws {
        // JSONSerialization reads this plain shape in a third of JSONDecoder's time.
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw FoodLexiconError.unreadable(reason: "food names: \(error)")
        }
        guard let names = object as? [String: [String: [String]]] else {
            throw FoodLexiconError.unreadable(reason: "food names: not an object of food names to language codes to lists of names")
        }
        self.names = names
    }

    /// The names shipped with LunchBox (LunchBox's own translations).
    public static func bundled() throws -> FoodNames {
        try FoodNames(json: try FoodLexicon.resource("food-names"))
    }

    /// Every name of `food` in `language`, as written in the file.
    public func names(of food: String, in language: String) -> [String] {
        names[food]?[language] ?? []
    }

    /// Every name of `food`, language by language: the bundled languages first, then any
    /// other, each as written in the file.
    public func names(for food: String) -> [String] {
        guard let byLanguage = names[food] else { return [] }
        let others = byLanguage.keys.filter { !Self.languages.contains($0) }.sorted()
        return (Self.languages + others).flatMap { byLanguage[$0] ?? [] }
    }

    /// How `food` is called in `language` where a sentence names it, or nil when the file
    /// has no name for it there: the first name, or its plural when `plural` and the file
    /// lists one right after it ("Kichererbsen", "Äpfel", "œufs"; Swedish "ägg" stays).
    public func name(of food: String, in language: String, plural: Bool) -> String? {
        let list = names(of: food, in: language)
        guard let first = list.first else { return nil }
        guard plural, list.count > 1 else { return first }
        let fold = { (text: String) in text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil) }
        let second = fold(list[1])
        return list[1] != first && second.count >= first.count && second.hasPrefix(fold(first).dropLast()) ? list[1] : first
    }
}
