import Foundation

extension Weekday {
    /// The day weeks begin on where a reader lives, from the locale's own calendar data:
    /// Sunday in the United States ("en-US"), Monday in Germany, France, Spain, Sweden and
    /// Britain. Without a region, ISO 8601's Monday: a bare language names no country's
    /// custom ("en" alone is Britain's as much as the United States'), as a bare language
    /// measures in metric (`UnitSystem(region:)`).
    public static func firstDay(language: Language, region: String?) -> Weekday {
        guard let region else { return .monday }
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "\(language.rawValue)_\(region)")
        // Foundation counts Sunday as 1 and Saturday as 7; ISO counts Monday as 1.
        return Weekday(rawValue: (calendar.firstWeekday + 5) % 7 + 1) ?? .monday
    }
}
