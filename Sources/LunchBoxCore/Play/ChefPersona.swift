/// A character who cooks the ideas: the voice the AI writes in and the offline chef's
/// names and closing tip. Chosen in preferences; some unlock as the person plays.
public struct ChefPersona: Identifiable, Codable, Equatable, Hashable, Sendable {
    /// Stable and URL-safe ("nana-ruth"): stored in preferences and sent by every face.
    public let id: String
    public let name: String
    public let emoji: String
    /// One line saying who this is, shown where the persona is picked.
    public let voice: String
    /// How the AI is told to write names and steps.
    public let promptStyle: String
    /// The play level from which the persona can be chosen (1: from the start).
    public let unlockLevel: Int
    /// The offline chef's idea name, with `{idea}` standing for the plain name.
    public let nameFormat: String
    /// A short word from the persona the offline chef adds as the last step; nil for none.
    public let tip: String?

    public init(id: String, name: String, emoji: String, voice: String, promptStyle: String, unlockLevel: Int, nameFormat: String = "{idea}", tip: String? = nil) {
        self.id = id
        self.name = name
        self.emoji = emoji
        self.voice = voice
        self.promptStyle = promptStyle
        self.unlockLevel = max(1, unlockLevel)
        self.nameFormat = nameFormat
        self.tip = tip
    }

    /// "🧶 Nana Ruth".
    public var label: String { "\(emoji) \(name)" }

    /// An idea's plain name as this persona says it.
    public func ideaName(_ plain: String) -> String {
        nameFormat.replacingOccurrences(of: "{idea}", with: plain)
    }

    /// The closing step the offline chef adds, in the persona's words.
    public var tipStep: String? {
        tip.map { "\(name) says: \($0)" }
    }

    /// True when a person at `level` may choose this persona.
    public func isAvailable(atLevel level: Int) -> Bool {
        unlockLevel <= level
    }

    /// The personas a person at `level` may choose, in catalog order.
    public static func available(atLevel level: Int, in catalog: [ChefPersona] = ChefPersona.catalog) -> [ChefPersona] {
        catalog.filter { $0.isAvailable(atLevel: level) }
    }

    /// The persona with this id, or nil.
    public static func find(_ id: String, in catalog: [ChefPersona] = ChefPersona.catalog) -> ChefPersona? {
        catalog.first { $0.id == id }
    }
}
