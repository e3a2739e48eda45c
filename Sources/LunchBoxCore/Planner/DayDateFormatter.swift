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
    /// Dates already written: a week page shows the same nine each time.
    private var written: [Date: String] = [:]

    init(locale: Locale, calendar: Calendar) {
        self.locale = locale
        self.calendar = calendar
    }

    func string(from date: Date) -> String {
        lock.withLock {
            if let text = written[date] { return text }
            let formatter = formatter ?? makeFormatter()
            self.formatter = formatter
            let text = formatter.string(from: date)
            if written.count >= 1024 { written.removeAll(keepingCapacity: true) }
            written[date] = text
            return text
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
