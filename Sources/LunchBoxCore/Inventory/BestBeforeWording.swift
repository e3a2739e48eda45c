import Foundation

/// How fresh a kitchen item is, in words, the same on every face: "past best before",
/// "use today", "use by tomorrow", "use within 2 days", or "best before Nov 28, 2026";
/// for a date marked use by, "past use by" and "use by Nov 28, 2026".
public enum BestBeforeWording {
    public static func label(for day: CalendarDay, today: CalendarDay, kind: DateKind? = nil) -> String {
        let left = today.days(until: day)
        let words = (kind ?? .bestBefore).words
        return switch left {
        case ..<0: "past \(words) (\(TimeWording.day(day)))"
        case 0: "use today"
        case 1: "use by tomorrow"
        case 2...PromptBuilder.useSoonWindowDays: "use within \(left) days"
        default: "\(words) \(TimeWording.day(day))"
        }
    }
}
