import Foundation
import LunchBoxCore
import PropertyBased

/// Generators for the Meal Planning Assistant's property tests.
public enum PlannerGenerators {
    /// Proteins, with case variants and the empty "no protein" on purpose.
    public static let proteins = ["chicken", "Chicken", "tofu", "beef", "eggs", "salmon", "", "chickpeas", "Turkey", "TOFU"]
    public static let carbs = ["rice", "Rice", "pasta", "bread", "", "quinoa", "potatoes", "wraps"]
    public static let components = [
        "lettuce", "Tomato", "tomato", "cucumber", "cheddar", "olives", "Spinach", "pesto", "hummus",
        "soy sauce", "avocado", "Feta", "sweetcorn",
    ]

    /// Time zones with daylight saving (north and south), half-hour offsets and a
    /// 45-minute one, and a zone that skipped a whole day (Pacific/Apia, 2011-12-30).
    public static let timeZoneIdentifiers = [
        "UTC", "Europe/Berlin", "America/New_York", "America/Sao_Paulo", "Australia/Sydney",
        "Australia/Lord_Howe", "Asia/Kolkata", "Asia/Kathmandu", "Pacific/Chatham", "America/St_Johns",
        "Pacific/Apia", "Pacific/Kiritimati", "Pacific/Pago_Pago", "Asia/Tokyo", "Europe/London",
    ]

    /// A moment with whole milliseconds, as the database keeps it, between 1970 and 2096.
    public static var createdAt: Generator<Date, some SendableSequenceType> {
        Gen.int(in: 0...4_000_000_000_000).map { Date(timeIntervalSince1970: Double($0) / 1000) }
    }

    /// A description as `Meal.validated()` leaves it: clean, non-empty text.
    public static var description: Generator<String, some SendableSequenceType> {
        Generators.typedName
    }

    /// A meal whose text is already clean and whose components are distinct (ignoring
    /// case), so validating it changes nothing: round trips can compare whole values.
    public static var meal: Generator<Meal, some SendableSequenceType> {
        let distinctComponents = zip(Gen.shuffled(Generators.foodNames), Gen.int(in: 0...6))
            .map { names, count in Array(names.prefix(count)) }
        return zip(
            description,
            Gen.element(of: proteins).compactMap { $0 },
            Gen.element(of: carbs).compactMap { $0 },
            distinctComponents,
            createdAt
        )
        .map { description, protein, carb, components, createdAt in
            Meal(description: description, primaryProtein: protein, primaryCarb: carb, otherComponents: components, createdAt: createdAt)
        }
    }

    public static func meals(_ count: ClosedRange<Int>) -> Generator<[Meal], some SendableSequenceType> {
        meal.array(of: count)
    }

    /// A meal drawn from small pools with case variants, so filters often match some
    /// meals and not others. Components may repeat in other cases, as typed.
    public static var filterableMeal: Generator<Meal, some SendableSequenceType> {
        zip(
            description,
            Gen.element(of: proteins).compactMap { $0 },
            Gen.element(of: carbs).compactMap { $0 },
            Gen.element(of: components).compactMap { $0 }.array(of: 0...5)
        )
        .map { description, protein, carb, components in
            Meal(description: description, primaryProtein: protein, primaryCarb: carb, otherComponents: components, createdAt: Date(timeIntervalSince1970: 0))
        }
    }

    /// Criteria from the same pools, in any case and sometimes padded with spaces.
    public static var filterCriteria: Generator<FilterCriteria, some SendableSequenceType> {
        let variant = zip(Gen.int(in: 0...2), Gen.bool).map { style, padded in
            { (text: String) -> String in
                let cased = style == 0 ? text : (style == 1 ? text.uppercased() : text.lowercased())
                return padded ? "  \(cased) " : cased
            }
        }
        return zip(
            Gen.element(of: proteins).compactMap { $0 }.optional(valueRate: 0.5),
            Gen.element(of: carbs).compactMap { $0 }.optional(valueRate: 0.4),
            Gen.element(of: components).compactMap { $0 }.array(of: 0...2),
            variant
        )
        .map { protein, carb, components, vary in
            FilterCriteria(proteinFilter: protein.map(vary), carbFilter: carb.map(vary), componentFilters: Set(components.map(vary)))
        }
    }

    /// A day between 1900 and 2100, leap days and year ends included.
    public static var day: Generator<CalendarDay, some SendableSequenceType> {
        Gen.int(in: -25_567...47_482).map { CalendarDay(year: 1970, month: 1, day: 1)!.adding(days: $0) }
    }

    public static var weekday: Generator<Weekday, some SendableSequenceType> {
        Gen<Weekday>.case
    }

    public static var timeZone: Generator<TimeZone, some SendableSequenceType> {
        Gen.element(of: timeZoneIdentifiers).compactMap { $0.flatMap(TimeZone.init(identifier:)) }
    }

    /// Text for an iCalendar field: the characters that must be escaped, line breaks,
    /// and multi-byte characters that folding must not cut.
    public static var awkwardText: Generator<String, some SendableSequenceType> {
        let pieces = ["Pasta", " ", ";", ",", "\\", "\n", "\r\n", "é", "寿司", "🥪", "👩‍🍳", "ü", "x", "Salad:"]
        return Gen.element(of: pieces).compactMap { $0 }.array(of: 1...60).map { $0.joined() }
    }
}
