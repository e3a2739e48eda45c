import Foundation

extension Wording {
    /// A moment as this language writes it, to the minute, in `zone`: "Nov 22, 2026, 07:12"
    /// (English keeps `TimeWording`'s form, which the CLI shares), "22. Nov. 2026, 07:12",
    /// "22 nov. 2026 à 07:12" (the locale's abbreviated date and short time).
    public func time(_ date: Date, in zone: TimeZone) -> String {
        guard language != .english else { return TimeWording(timeZone: zone).string(from: date) }
        return date.formatted(Date.FormatStyle(date: .abbreviated, time: .shortened, locale: locale, timeZone: zone))
    }
}
