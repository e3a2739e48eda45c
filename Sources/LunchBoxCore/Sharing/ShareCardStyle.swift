/// The look of a share card: four, each with its own palette, type and layout.
public enum ShareCardStyle: String, CaseIterable, Codable, Equatable, Hashable, Sendable {
    /// Warm cream and terracotta, plain sans-serif, a bulleted list: a note on the fridge.
    case homeCook = "home-cook"
    /// Near-black with gold, serif type, centred like a restaurant menu.
    case chefMode = "chef-mode"
    /// Bright blush with berry and bold sans-serif; ingredients as round tags.
    case foodieFun = "foodie-fun"
    /// Kraft paper and forest green, serif type, a stitched border and two columns.
    case rustic

    /// The style a face uses when none is chosen.
    public static let standard = ShareCardStyle.homeCook

    /// "Home cook", for pickers and messages.
    public var label: String {
        switch self {
        case .homeCook: "Home cook"
        case .chefMode: "Chef mode"
        case .foodieFun: "Foodie fun"
        case .rustic: "Rustic"
        }
    }

    /// The style named `text` (its raw value, e.g. "chef-mode"; also "chef_mode" or
    /// "Chef mode"); `ShareCardError.unknownStyle` otherwise.
    public static func parse(_ text: String) throws -> ShareCardStyle {
        let normalized = text.trimmingCharacters(in: .whitespaces).lowercased()
            .replacingOccurrences(of: "_", with: "-").replacingOccurrences(of: " ", with: "-")
        guard let style = ShareCardStyle(rawValue: normalized) else { throw ShareCardError.unknownStyle(String(text.prefix(40))) }
        return style
    }

    /// "home-cook, chef-mode, foodie-fun, rustic": what a message lists as choices.
    public static var choices: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
