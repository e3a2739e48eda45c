import Foundation

extension Wording {
    /// A moment as this language writes it, to the minute, in `zone`: "Nov 22, 2026, 07:12"
    /// (English keeps `TimeWording`'s form, which the CLI shares), "22. Nov. 2026, 07:12",
    /// "22 nov. 2026 à 07:12" (the locale's abbreviated date and short time).
    public func time(_ date: Date, in zone: TimeZone) -> String {
        guard language != .english else { return TimeWording(timeZone: zone).string(from: date) }
        return date.formatted(Date.FormatStyle(date: .abbreviated, time: .shortened, locale: locale, timeZone: zone))
    }

    /// "Saved Nov 22, 2026, 07:12 · Built-in offline chef": a favorite's line in lists, on
    /// the web and the command line alike.
    public func savedLine(at date: Date, in zone: TimeZone, origin: IdeaOrigin?) -> String {
        let saved = self("favorites.saved", time(date, in: zone))
        return origin.map { self("favorites.detail", saved, $0.label(self)) } ?? saved
    }
}
