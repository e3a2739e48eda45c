import LunchBoxCore

/// A chef persona as a picker shows it: whether it can be chosen now, and whether it is
/// the chosen one.
public struct PersonaChoice: Equatable, Sendable {
    public let persona: ChefPersona
    public let isAvailable: Bool
    public let isChosen: Bool

    public init(persona: ChefPersona, isAvailable: Bool, isChosen: Bool) {
        self.persona = persona
        self.isAvailable = isAvailable
        self.isChosen = isChosen
    }

    /// "Unlocks at level 3" for a locked persona; nil for one that can be chosen.
    public var lockNote: String? {
        isAvailable ? nil : "Unlocks at level \(persona.unlockLevel)"
    }
}
