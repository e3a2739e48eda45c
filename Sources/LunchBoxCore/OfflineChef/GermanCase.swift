/// The case a German food name stands in, for the one word that changes with it: an
/// adjective before the noun, without an article ("gekochter Reis" is the name;
/// "gekochten Reis erhitzen", "mit gekochtem Reis"). Nouns without an adjective, and
/// English, stay as they are.
enum GermanCase: Sendable {
    case nominative, accusative, dative

    /// `name` (nominative, as the lexicon writes it) in this case.
    func inflect(_ name: String, plural: Bool) -> String {
        // A plural noun in -e, -el or -er takes an -n in the dative: "mit Äpfeln", "mit Eiern"
        // (not "Tomaten", "Wraps", "Dim Sum").
        let name = self == .dative && plural && ["e", "el", "er"].contains(where: name.hasSuffix) ? name + "n" : name
        guard self != .nominative, let space = name.firstIndex(of: " ") else { return name }
        let adjective = name[..<space]
        // Only a lower-case first word before a capitalised noun is an adjective.
        guard adjective.first?.isLowercase == true, name[name.index(after: space)...].first?.isUppercase == true else { return name }
        let ending: (from: String, to: String)?
        switch self {
        case .nominative: ending = nil
        // Only the masculine ending changes: "brauner Reis" → "braunen Reis".
        case .accusative: ending = adjective.hasSuffix("er") ? ("er", "en") : nil
        case .dative:
            if adjective.hasSuffix("er") || adjective.hasSuffix("es") {
                ending = (String(adjective.suffix(2)), "em")
            } else if adjective.hasSuffix("e") {
                ending = ("e", plural ? "en" : "er")
            } else {
                ending = nil
            }
        }
        guard let ending else { return name }
        return adjective.dropLast(ending.from.count) + ending.to + name[space...]
    }
}
