import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

@Suite("Planner weeks: edge cases")
struct WeekCalendarTests {
    private func day(_ text: String) -> CalendarDay {
        CalendarDay(isoString: text)!
    }

    private func calendar(_ zone: String) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: zone)!
        return calendar
    }

    /// The moment a wall clock in `zone` shows `time` on `date`.
    private func moment(_ date: String, _ hour: Int, _ minute: Int, in zone: String) -> Date {
        let day = day(date)
        return calendar(zone).date(from: DateComponents(year: day.year, month: day.month, day: day.day, hour: hour, minute: minute))!
    }

    @Test func weekStartsOnMondayByDefault() {
        let week = PlanWeek(containing: day("2026-03-26"))
        #expect(week.start == day("2026-03-23"))
        #expect(week.end == day("2026-03-29"))
    }

    @Test(arguments: Weekday.allCases)
    func weekStartIsConfigurable(weekStart: Weekday) {
        let thursday = day("2026-03-26")
        let week = PlanWeek(containing: thursday, weekStart: weekStart)
        #expect(Weekday(of: week.start) == weekStart)
        #expect(week.contains(thursday))
    }

    @Test func sundayStartWeek() {
        let week = PlanWeek(containing: day("2026-03-26"), weekStart: .sunday)
        #expect(week.days.map(\.isoString) == ["2026-03-22", "2026-03-23", "2026-03-24", "2026-03-25", "2026-03-26", "2026-03-27", "2026-03-28"])
    }

    @Test func weekAcrossNewYear() {
        let week = PlanWeek(containing: day("2026-12-31"))
        #expect(week.days.map(\.isoString) == ["2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02", "2027-01-03"])
        #expect(week.next.start == day("2027-01-04"))
        #expect(PlanWeek(containing: day("2027-01-02")) == week)
    }

    @Test func weekWithLeapDay() {
        let week = PlanWeek(containing: day("2028-02-29"))
        #expect(week.days.map(\.isoString) == ["2028-02-28", "2028-02-29", "2028-03-01", "2028-03-02", "2028-03-03", "2028-03-04", "2028-03-05"])
        #expect(week.previous.days.last == day("2028-02-27"))
        // 2100 is not a leap year.
        #expect(CalendarDay(year: 2100, month: 2, day: 29) == nil)
        #expect(day("2100-02-28").adding(days: 1) == day("2100-03-01"))
    }

    @Test(arguments: [
        // Europe/Berlin: clocks go forward on 29 March 2026 (a 23-hour day) and back on
        // 25 October 2026 (a 25-hour day). Both are Sundays.
        ("Europe/Berlin", "2026-03-29", "2026-03-23"),
        ("Europe/Berlin", "2026-10-25", "2026-10-19"),
        // America/New_York: 8 March and 1 November 2026, also Sundays.
        ("America/New_York", "2026-03-08", "2026-03-02"),
        ("America/New_York", "2026-11-01", "2026-10-26"),
    ])
    func todayAndWeekAcrossDaylightSavingChanges(zone: String, changeDay: String, monday: String) {
        let weekCalendar = WeekCalendar(calendar: calendar(zone))
        for (hour, minute) in [(0, 30), (23, 30)] {
            let clock = FixedClock(moment(changeDay, hour, minute, in: zone))
            #expect(weekCalendar.today(clock: clock) == day(changeDay), "\(zone) \(hour):\(minute)")
            let week = weekCalendar.currentWeek(clock: clock)
            #expect(week.start == day(monday))
            #expect(week.days.count == 7)
            #expect(week.end == day(changeDay))
            // The next morning is already the next week.
            let nextMorning = FixedClock(moment(day(changeDay).adding(days: 1).isoString, 0, 30, in: zone))
            #expect(weekCalendar.currentWeek(clock: nextMorning) == week.next)
        }
    }

    @Test func sameMomentIsADifferentDayInDifferentZones() {
        // 23:30 on 28 March in New York is already 29 March in Berlin.
        let instant = moment("2026-03-28", 23, 30, in: "America/New_York")
        #expect(WeekCalendar(calendar: calendar("America/New_York")).day(of: instant) == day("2026-03-28"))
        #expect(WeekCalendar(calendar: calendar("Europe/Berlin")).day(of: instant) == day("2026-03-29"))
    }

    @Test func nonGregorianCalendarStillGivesTheGregorianDay() {
        var buddhist = Calendar(identifier: .buddhist)
        buddhist.timeZone = TimeZone(identifier: "Asia/Bangkok")!
        let instant = moment("2026-03-29", 12, 0, in: "Asia/Bangkok")
        #expect(WeekCalendar(calendar: buddhist).day(of: instant) == day("2026-03-29"))
    }

    @Test func weekdayIdentifiers() {
        #expect(Weekday(identifier: "monday") == .monday)
        #expect(Weekday(identifier: "Sun") == .sunday)
        #expect(Weekday(identifier: "th") == .thursday)
        #expect(Weekday(identifier: "7") == .sunday)
        #expect(Weekday(identifier: "t") == nil)
        #expect(Weekday(identifier: "8") == nil)
        #expect(Weekday(identifier: "someday") == nil)
        #expect(Weekday.allCases.allSatisfy { Weekday(identifier: $0.identifier) == $0 })
    }

    @Test func plannedDaysKeepEmptyDaysAndIgnoreOtherWeeks() {
        let week = PlanWeek(containing: day("2026-03-26"))
        let meal = Meal(description: "Soup", createdAt: Date(timeIntervalSince1970: 0))
        let inWeek = PlannedMeal(assignment: MealAssignment(mealID: meal.id, day: day("2026-03-24"), createdAt: meal.createdAt), meal: meal)
        let outside = PlannedMeal(assignment: MealAssignment(mealID: meal.id, day: day("2026-03-30"), createdAt: meal.createdAt), meal: meal)
        let days = week.plannedDays([outside, inWeek])
        #expect(days.count == 7)
        #expect(days.map(\.day) == week.days)
        #expect(days[1].meals == [inWeek])
        #expect(days.filter { !$0.isEmpty }.count == 1)
    }
}
