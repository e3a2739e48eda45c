import Foundation

/// How hard a badge is to earn.
public enum BadgeRarity: String, Codable, CaseIterable, Comparable, Sendable {
    case common, rare, epic, legendary

    public var label: String { rawValue.capitalized }

    public static func < (lhs: BadgeRarity, rhs: BadgeRarity) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
