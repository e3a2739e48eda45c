import Foundation
import LunchBoxCore
import LunchBoxTesting
import PropertyBased
import Testing

@Suite("Planner weeks: properties")
struct WeekPropertyTests {
    /// Foundation's own day arithmetic, as an independent check on `CalendarDay`'s.
    private static func foundationDay(after day: CalendarDay, adding count: Int) -> CalendarDay {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let start = utc.date(from: DateComponents(year: day.year, month: day.month, day: day.day, hour: 12))!
        return CalendarDay(utc.date(byAdding: .day, value: count, to: start)!, in: utc)
    }

    @Test func weekGenerationGivesSevenConsecutiveDays() async {
        // Feature: meal-planning, Property 6: For any starting date, generating a week should produce exactly 7 consecutive dates in chronological order, with each date being exactly one day after the previous.
        await propertyCheck(count: 200, input: zip(PlannerGenerators.day, PlannerGenerators.weekday)) { day, weekStart in
            for week in [PlanWeek(start: day), PlanWeek(containing: day, weekStart: weekStart)] {
                let days = week.days
                #expect(days.count == 7)
                for (earlier, later) in zip(days, days.dropFirst()) {
                    #expect(earlier < later)
                    #expect(later == Self.foundationDay(after: earlier, adding: 1))
                }
                #expect(days.first == week.start)
                #expect(days.last == week.end)
            }
            let containing = PlanWeek(containing: day, weekStart: weekStart)
            #expect(containing.contains(day))
            #expect(Weekday(of: containing.start) == weekStart)
            #expect(containing.start.days(until: day) < 7 && containing.start.days(until: day) >= 0)
        }
    }

    @Test func navigationMovesExactlySevenDays() async {
        // Feature: meal-planning, Property 8: For any starting date, navigating forward should produce a week starting 7 days later, and navigating backward should produce a week starting 7 days earlier, with both operations maintaining the 7-day structure.
        await propertyCheck(count: 200, input: zip(PlannerGenerators.day, PlannerGenerators.weekday, Gen.int(in: -60...60))) { day, weekStart, steps in
            let week = PlanWeek(containing: day, weekStart: weekStart)
            #expect(week.next.start == Self.foundationDay(after: week.start, adding: 7))
            #expect(week.previous.start == Self.foundationDay(after: week.start, adding: -7))
            #expect(week.next.days.count == 7 && week.previous.days.count == 7)
            #expect(week.next.previous == week && week.previous.next == week)
            #expect(Weekday(of: week.next.start) == weekStart && Weekday(of: week.previous.start) == weekStart)
            #expect(week.offset(by: steps).start == Self.foundationDay(after: week.start, adding: 7 * steps))
            // Consecutive weeks tile the calendar: no gap, no overlap.
            #expect(week.end.adding(days: 1) == week.next.start)
        }
    }

    @Test func allMomentsOfADayNormaliseToThatDay() async {
        // Feature: meal-planning, Property 12: For any date with any time component, normalizing to start of day and then comparing should treat all times on the same calendar day as equal.
        let input = zip(PlannerGenerators.day, PlannerGenerators.timeZone, Gen.double(in: 0..<1), Gen.double(in: 0..<1))
        await propertyCheck(count: 300, input: input) { day, zone, first, second in
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = zone
            // The day's real length there: 23 or 25 hours on a daylight-saving change.
            guard let noon = calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day, hour: 12)),
                let interval = calendar.dateInterval(of: .day, for: noon),
                calendar.component(.day, from: noon) == day.day
            else { return }  // a day the zone skipped (Pacific/Apia, 30 December 2011)
            let weekCalendar = WeekCalendar(calendar: calendar)
            let one = interval.start.addingTimeInterval(first * interval.duration)
            let other = interval.start.addingTimeInterval(second * interval.duration)
            #expect(weekCalendar.day(of: one) == day)
            #expect(weekCalendar.day(of: one) == weekCalendar.day(of: other))
            // The moments either side belong to other days (not always the adjacent one:
            // a zone may skip a day).
            #expect(weekCalendar.day(of: interval.start.addingTimeInterval(-0.001)) < day)
            #expect(weekCalendar.day(of: interval.end) > day)
        }
    }
}
