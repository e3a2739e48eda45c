/// The kind of cooking ideas lean towards; `any` leaves it to the chef.
public enum Cuisine: String, CaseIterable, Codable, Sendable {
    case any
    case british
    case italian
    case french
    case mediterranean
    case middleEastern = "middle-eastern"
    case indian
    case chinese
    case japanese
    case thai
    case mexican
    case american

    /// "Middle Eastern".
    public var title: String {
        switch self {
        case .any: "Any cuisine"
        case .middleEastern: "Middle Eastern"
        default: rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }
}
