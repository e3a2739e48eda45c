/// How much skill and effort an idea may ask for; `any` leaves it to the chef.
public enum Difficulty: String, CaseIterable, Codable, Sendable {
    case any
    case easy
    case medium
    case hard

    public var title: String {
        self == .any ? "Any difficulty" : rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }
}
