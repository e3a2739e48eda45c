/// How each chef persona writes a whole offline idea: its names, the verbs and turns of
/// phrase in every step, whether it explains why, how it opens and closes, and what it
/// likes to pack. A persona's manner runs through the steps; it never adds a step of its
/// own. Its words are the `chef` table's "chef.voice.<id>.…" phrases, in the idea's
/// language.
struct ChefVoice: Sendable {
    let id: String
    /// English verbs said the persona's way ("pack" -> "pop"). German steps end in their
    /// verb and keep it.
    let verbs: [String: String]
    /// False for a voice of few words: reasons are left out.
    let keepsReasons: Bool
    /// The dishes this persona likes to suggest.
    let favourites: Set<DishKind>
    /// False for a voice that keeps lunches simple: no snack alongside.
    let packsSnacks: Bool
    /// True for the robot: verbs in capitals, times as a readout.
    let isRobot: Bool
    /// The persona's own name pattern ("Sunshine {idea}!"), English only.
    var nameFormat: String? = nil

    /// The idea's name in this voice; `pick` chooses among its patterns.
    func name(_ plain: String, pick: UInt64, tongue: ChefTongue) -> String {
        var names = tongue.phrase("chef.voice.\(id).names")?.split(separator: "|").map(String.init) ?? []
        if tongue.isEnglish, let nameFormat, nameFormat != "{idea}", !names.contains(nameFormat) { names.insert(nameFormat, at: 0) }
        guard !names.isEmpty else { return plain }
        return names[Int(pick % UInt64(names.count))].replacingOccurrences(of: "{idea}", with: plain)
    }

    /// The steps in this voice.
    func render(_ steps: [ChefStep], assemblyIndex: Int?, tongue: ChefTongue) -> [String] {
        let opener = tongue.phrase("chef.voice.\(id).opener")
        let closer = tongue.phrase("chef.voice.\(id).closer")
        let aside = tongue.phrase("chef.voice.\(id).aside")
        return steps.enumerated().map { offset, step in
            var text = step.rest
            if tongue.isEnglish {
                var verb = verbs[step.verb] ?? step.verb
                if isRobot { verb = verb.uppercased() }
                text = verb.isEmpty ? step.rest : "\(verb) \(step.rest)"
            }
            if let why = step.why, keepsReasons { text += ", \(why)" }
            if step.isAhead { text = tongue.say(isRobot ? "chef.ahead.robot" : "chef.ahead") + lowerFirst(text, tongue) }
            if offset == 0, let opener { text = opener + lowerFirst(text, tongue) }
            if offset == assemblyIndex, let aside { text += aside }
            if offset == steps.count - 1, let closer { text += closer }
            return ChefWords.sentence(text) + "."
        }
    }

    /// English lowers the first letter after an opener; German keeps its nouns' capitals.
    private func lowerFirst(_ text: String, _ tongue: ChefTongue) -> String {
        guard tongue.isEnglish, let first = text.first, !text.hasPrefix("I ") else { return text }
        // Keep capitals that are words of their own (a robot's verbs).
        if text.prefix(2).allSatisfy(\.isUppercase) { return text }
        return first.lowercased() + text.dropFirst()
    }

    /// The voice of a persona; the house voice for none or one it does not know.
    static func voice(for persona: ChefPersona?) -> ChefVoice {
        guard let persona else { return house }
        guard var voice = catalog[persona.id] else { return house }
        voice.nameFormat = persona.nameFormat
        return voice
    }
}
