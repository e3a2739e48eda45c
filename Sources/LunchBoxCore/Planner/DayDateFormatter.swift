import Foundation

/// "Mar 23, 2026" (the locale's medium date without the weekday) for one calendar, with
/// the formatter built once, on first use, and reused.
///
/// Building a DateFormatter loads ICU's patterns for the locale, which cost the week page
/// over a third of its time when it happened on every date. DateFormatter is not
/// Sendable, so the one instance is only touched under the lock.
final class DayDateFormatter: @unchecked Sendable {
    private let locale: Locale
    private let calendar: Calendar
    private let lock = NSLock()
    private var formatter: DateFormatter?

    init(locale: Locale, calendar: Calendar) {
        self.locale = locale
        self.calendar = calendar
    }

    func string(from date: Date) -> String {
        lock.withLock {
            let formatter = formatter ?? makeFormatter()
            self.formatter = formatter
            return formatter.string(from: date)
        }
    }

    private func makeFormatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate("yMMMd")
        return formatter
    }
}
