import LunchBoxCore
import Testing

@testable import LunchBoxCLI

@Suite("Planner days and weeks typed on the command line")
struct PlannerArgumentsTests {
    private let sunday = CalendarDay(year: 2026, month: 11, day: 22)!
    private let wednesday = CalendarDay(year: 2026, month: 11, day: 25)!

    @Test(arguments: [
        ("sun", 0), ("Sunday", 0), ("mon", 1), ("tu", 2), ("WED", 3), ("thursday", 4), ("fri", 5), ("sat", 6),
    ])
    func weekdayNamesMeanTheNextSuchDayTodayIncluded(name: String, daysAhead: Int) throws {
        #expect(try PlannerArguments.day(name, today: sunday) == sunday.adding(days: daysAhead))
    }

    @Test func otherDaysAreReadAsBefore() throws {
        #expect(try PlannerArguments.day("today", today: wednesday) == wednesday)
        #expect(try PlannerArguments.day("tomorrow", today: wednesday) == wednesday.adding(days: 1))
        #expect(try PlannerArguments.day("+10", today: wednesday) == wednesday.adding(days: 10))
        #expect(try PlannerArguments.day(" 2028-02-29 ", today: wednesday) == CalendarDay(year: 2028, month: 2, day: 29))
        #expect(try PlannerArguments.day("tue", today: wednesday) == wednesday.adding(days: 6))
        for bad in ["", "m", "1", "7", "2027-02-29", "someday", "mon2"] {
            #expect(throws: CLIError.self) { try PlannerArguments.day(bad, today: wednesday) }
        }
    }

    @Test func weeksAreOffsetsOrAnyDayInThem() throws {
        let current = PlanWeek(containing: wednesday, weekStart: .monday)
        #expect(try PlannerArguments.week(nil, today: wednesday, weekStart: .monday) == current)
        #expect(try PlannerArguments.week("+1", today: wednesday, weekStart: .monday) == current.next)
        #expect(try PlannerArguments.week("-1", today: wednesday, weekStart: .monday) == current.previous)
        #expect(try PlannerArguments.week("next", today: wednesday, weekStart: .monday) == current.next)
        #expect(try PlannerArguments.week("+52", today: wednesday, weekStart: .monday) == current.offset(by: 52))
        let newYear = try PlannerArguments.week("2027-01-01", today: wednesday, weekStart: .sunday)
        #expect(newYear.start == CalendarDay(year: 2026, month: 12, day: 27))
        #expect(newYear.end == CalendarDay(year: 2027, month: 1, day: 2))
        for bad in ["2", "soon", "+521", "2026-13-01"] {
            #expect(throws: CLIError.self) { try PlannerArguments.week(bad, today: wednesday, weekStart: .monday) }
        }
    }

    @Test func weekStartsAcceptNamesAndISONumbers() throws {
        #expect(try PlannerArguments.weekday("Sunday") == .sunday)
        #expect(try PlannerArguments.weekday("sa") == .saturday)
        #expect(try PlannerArguments.weekday("1") == .monday)
        #expect(throws: CLIError.self) { try PlannerArguments.weekday("funday") }
    }
}
