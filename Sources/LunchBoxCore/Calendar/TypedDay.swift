import Foundation

/// A day typed in a form field, an API body or a query: `YYYY-MM-DD`, white space around
/// it ignored. Every face reads days through here, so the rule and the words of the error
/// are the same on the pages, in the API and on the phone.
public enum TypedDay {
    /// What the day is for, as the error names it.
    public enum Field: String, Sendable {
        case bestBefore = "best-before date"
        case day
        case week
    }

    /// A day that is not `YYYY-MM-DD`, in the words of the field it was typed in.
    public struct Invalid: Error, Equatable, UserFacingErrorConvertible {
        public let field: Field

        public init(field: Field) {
            self.field = field
        }

        public var userFacingError: UserFacingError {
            let message =
                switch field {
                case .bestBefore: "fault2.day.bestBefore"
                case .day: "fault2.day.day"
                case .week: "fault2.day.week"
                }
            return UserFacingError(Fault(title: "fault2.title.dateNotValid", message: message), kind: .input)
        }
    }

    /// The day, or nil when nothing (or only white space) was typed.
    public static func parse(_ text: String?, as field: Field) throws(Invalid) -> CalendarDay? {
        guard let trimmed = text?.trimmingCharacters(in: .whitespaces), !trimmed.isEmpty else { return nil }
        guard let day = CalendarDay(isoString: trimmed) else { throw Invalid(field: field) }
        return day
    }

    /// The day, which must be there.
    public static func required(_ text: String?, as field: Field) throws(Invalid) -> CalendarDay {
        guard let day = try parse(text, as: field) else { throw Invalid(field: field) }
        return day
    }
}
