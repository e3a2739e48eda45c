import Foundation

/// How fresh a kitchen item is, in words, the same on every face: "past best before",
/// "use today", "use by tomorrow", "use within 2 days", or "best before Nov 28, 2026";
/// for a date marked use by, "past use by" and "use by Nov 28, 2026" (the catalog's
/// `freshness` table).
public enum BestBeforeWording {
    public static func label(for day: CalendarDay, today: CalendarDay, kind: DateKind? = nil, in words: Wording) -> String {
        let left = today.days(until: day)
        let kind = kind ?? .bestBefore
        return switch left {
        case ..<0: words("freshness.\(kind.catalogKey).past", words.day(day))
        case 0: words("freshness.today")
        case 1: words("freshness.tomorrow")
        case 2...PromptBuilder.useSoonWindowDays: words.counting("freshness.within", left)
        default: words("freshness.\(kind.catalogKey).on", words.day(day))
        }
    }

    /// What a date means, for a picker: "Best before", "Use by", or for nil the food's
    /// usual kind.
    public static func title(of kind: DateKind?, in words: Wording) -> String {
        kind.map { words("freshness.\($0.catalogKey).title") } ?? words("freshness.usual")
    }
}

extension DateKind {
    fileprivate var catalogKey: String {
        switch self {
        case .bestBefore: "bestBefore"
        case .useBy: "useBy"
        }
    }
}
