/// How each chef persona writes a whole offline idea: its names, the verbs and turns of
/// phrase in every step, whether it explains why, how it opens and closes, and what it
/// likes to pack. A persona's manner runs through the steps; it never adds a step of its
/// own.
struct ChefVoice: Sendable {
    let id: String
    /// Name patterns; "{idea}" is the plain name. One is chosen per idea.
    let names: [String]
    /// Verbs said the persona's way ("pack" -> "pop").
    let verbs: [String: String]
    /// False for a voice of few words: reasons are left out.
    let keepsReasons: Bool
    /// Said before the first step ("First, dear, ").
    let opener: String?
    /// Said at the end of the last step, as part of it.
    let closer: String?
    /// Said at the end of the step that puts the dish together.
    let assemblyAside: String?
    /// The dishes this persona likes to suggest.
    let favourites: Set<DishKind>
    /// False for a voice that keeps lunches simple: no snack alongside.
    let packsSnacks: Bool
    /// True for the robot: verbs in capitals, times as a readout.
    let isRobot: Bool

    /// The idea's name in this voice; `pick` chooses among its patterns.
    func name(_ plain: String, pick: UInt64) -> String {
        guard !names.isEmpty else { return plain }
        return names[Int(pick % UInt64(names.count))].replacingOccurrences(of: "{idea}", with: plain)
    }

    /// The steps in this voice.
    func render(_ steps: [ChefStep], assemblyIndex: Int?) -> [String] {
        steps.enumerated().map { offset, step in
            var verb = verbs[step.verb] ?? step.verb
            if isRobot { verb = verb.uppercased() }
            var text = verb.isEmpty ? step.rest : "\(verb) \(step.rest)"
            if let why = step.why, keepsReasons { text += ", \(why)" }
            if step.isAhead { text = (isRobot ? "T-minus 12 hours: " : "the night before, ") + lowerFirst(text) }
            if offset == 0, let opener { text = opener + lowerFirst(text) }
            if offset == assemblyIndex, let assemblyAside { text += assemblyAside }
            if offset == steps.count - 1, let closer { text += closer }
            return ChefWords.sentence(text) + "."
        }
    }

    private func lowerFirst(_ text: String) -> String {
        guard let first = text.first, !text.hasPrefix("I ") else { return text }
        // Keep capitals that are words of their own (a robot's verbs).
        if text.prefix(2).allSatisfy(\.isUppercase) { return text }
        return first.lowercased() + text.dropFirst()
    }

    /// The voice of a persona; the house voice for none or one it does not know.
    static func voice(for persona: ChefPersona?) -> ChefVoice {
        guard let persona else { return house }
        return catalog[persona.id].map { $0.naming(persona) } ?? house
    }

    /// The persona's own name pattern joins the voice's others.
    private func naming(_ persona: ChefPersona) -> ChefVoice {
        guard persona.nameFormat != "{idea}", !names.contains(persona.nameFormat) else { return self }
        return ChefVoice(
            id: id, names: [persona.nameFormat] + names, verbs: verbs, keepsReasons: keepsReasons, opener: opener, closer: closer,
            assemblyAside: assemblyAside, favourites: favourites, packsSnacks: packsSnacks, isRobot: isRobot)
    }
}
