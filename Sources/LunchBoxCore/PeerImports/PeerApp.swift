/// The kitchen apps a household can move to LunchBox from.
public enum PeerApp: String, Codable, CaseIterable, Sendable {
    case mealie
    case tandoor
    case grocy

    /// "Mealie", as a sentence names the app.
    public var name: String {
        switch self {
        case .mealie: "Mealie"
        case .tandoor: "Tandoor"
        case .grocy: "Grocy"
        }
    }
}
