import Foundation

extension Wording {
    /// A calendar day as this language writes it short: "Nov 28, 2026", "28. Nov. 2026",
    /// "28 nov. 2026" (the locale's abbreviated date, from Foundation's formatting data).
    public func day(_ day: CalendarDay) -> String {
        guard let date = Self.noon(of: day) else { return mark(day.isoString) }
        return mark(date.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted, locale: locale, calendar: Self.utc, timeZone: Self.utc.timeZone)))
    }

    /// A day's name as this language writes it: "Monday", "Montag", "lundi" in a sentence;
    /// `startingSentence` capitalises it where the language does so only there ("Lundi").
    public func weekday(_ day: CalendarDay, startingSentence: Bool = false) -> String {
        guard let date = Self.noon(of: day) else { return mark(day.isoString) }
        let context: FormatStyleCapitalizationContext = startingSentence ? .beginningOfSentence : .middleOfSentence
        let style = Date.FormatStyle(locale: locale, calendar: Self.utc, timeZone: Self.utc.timeZone, capitalizationContext: context).weekday(.wide)
        return mark(date.formatted(style))
    }

    /// A language's name as this language says it in a sentence: "German", "allemand",
    /// "tyska" (the locale's own data; a chooser lists `Language.nativeName` instead).
    public func name(of other: Language) -> String {
        locale.localizedString(forLanguageCode: other.rawValue) ?? other.nativeName
    }

    /// Days are dates without a zone: written from noon UTC, they never slip a day.
    private static func noon(of day: CalendarDay) -> Date? {
        utc.date(from: DateComponents(year: day.year, month: day.month, day: day.day, hour: 12))
    }

    private static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
        return calendar
    }()
}
