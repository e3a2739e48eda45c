/// Something a food contains that a diet may rule out.
///
/// Gelatine and other slaughter products are recorded as `meat`, so one flag keeps them
/// out of vegetarian and vegan ideas; honey is its own flag because only vegans avoid it.
/// Animal rennet (parmesan, pecorino, gorgonzola, most manchego, pesto made with them) is
/// its own flag: vegetarians avoid it, but the cheese contains no meat.
public enum FoodContent: String, CaseIterable, Codable, Sendable, Comparable {
    case meat
    case poultry
    case fish
    case shellfish
    case dairy
    case egg
    case gluten
    case treeNuts
    case peanuts
    case soy
    case sesame
    case honey
    case animalRennet

    /// How it reads after "contains": "tree nuts", "dairy", "egg".
    public var label: String {
        switch self {
        case .treeNuts: "tree nuts"
        case .animalRennet: "animal rennet"
        default: rawValue
        }
    }

    public static func < (lhs: FoodContent, rhs: FoodContent) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
