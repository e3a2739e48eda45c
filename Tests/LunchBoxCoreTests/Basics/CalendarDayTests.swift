import Foundation
import LunchBoxCore
import LunchBoxTesting
import PropertyBased
import Testing

@Suite("Calendar days")
struct CalendarDayTests {
    @Test func parsesAndPrintsISODates() throws {
        let day = try #require(CalendarDay(isoString: "2028-02-29"))
        #expect(day.isoString == "2028-02-29")
        #expect(CalendarDay(isoString: "2027-02-29") == nil, "2027 is not a leap year")
        #expect(CalendarDay(isoString: "2026-13-01") == nil)
        #expect(CalendarDay(isoString: "26-1-1") == nil)
        #expect(CalendarDay(isoString: "２０２６-01-01") == nil)
        for malformed in ["2026-+1-05", "2026-11-05 ", "2026/11/05", "20261-1-05", "2026-11-5", "0000-01-01", ""] {
            #expect(CalendarDay(isoString: malformed) == nil, "\(malformed)")
        }
    }

    @Test func arithmeticCrossesMonthsYearsAndLeapDays() throws {
        let newYearsEve = try #require(CalendarDay(year: 2026, month: 12, day: 31))
        #expect(newYearsEve.adding(days: 1) == CalendarDay(year: 2027, month: 1, day: 1))
        #expect(CalendarDay(year: 2028, month: 2, day: 28)!.adding(days: 1) == CalendarDay(year: 2028, month: 2, day: 29))
        #expect(CalendarDay(year: 2028, month: 2, day: 29)!.adding(days: 1) == CalendarDay(year: 2028, month: 3, day: 1))
        #expect(CalendarDay(year: 2000, month: 1, day: 1)!.days(until: CalendarDay(year: 2026, month: 11, day: 22)!) == 9_822)
    }

    @Test func isoWeekdayMatchesFoundation() async {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        await propertyCheck(count: 300, input: Generators.calendarDay) { day in
            let foundationWeekday = calendar.component(.weekday, from: day.startDate(in: calendar))  // 1 = Sunday
            #expect(day.isoWeekday == (foundationWeekday + 5) % 7 + 1)
            #expect(CalendarDay(day.startDate(in: calendar), in: calendar) == day)
        }
    }

    // Feature: meal-planning, Property 13: a day's ISO text is the zero-padded year, month and day, and parses back to the day
    @Test func isoTextIsZeroPaddedAndParsesBack() async {
        await propertyCheck(count: 300, input: Gen.int(in: 1...9999), Gen.int(in: 1...12), Gen.int(in: 1...28)) { year, month, day in
            let calendarDay = CalendarDay(year: year, month: month, day: day)!
            #expect(calendarDay.isoString == String(format: "%04d-%02d-%02d", year, month, day))
            #expect(CalendarDay(isoString: calendarDay.isoString) == calendarDay)
        }
    }

    @Test func addingAndCountingDaysAreInverse() async {
        await propertyCheck(count: 300, input: Generators.calendarDay, Gen.int(in: -5_000...5_000)) { day, offset in
            let later = day.adding(days: offset)
            #expect(day.days(until: later) == offset)
            #expect((offset > 0) == (day < later))
        }
    }

    @Test func aMomentBecomesTheDayOfItsTimeZone() throws {
        let instant = Date(timeIntervalSince1970: 1_795_390_200)  // 2026-11-22 23:30 UTC
        var sydney = Calendar(identifier: .gregorian)
        sydney.timeZone = TimeZone(identifier: "Australia/Sydney")!
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        #expect(CalendarDay(instant, in: utc).isoString == "2026-11-22")
        #expect(CalendarDay(instant, in: sydney).isoString == "2026-11-23")
    }

    @Test func codableUsesISOText() throws {
        let day = try #require(CalendarDay(isoString: "2026-11-22"))
        let data = try JSONEncoder().encode([day])
        #expect(String(decoding: data, as: UTF8.self) == #"["2026-11-22"]"#)
        #expect(try JSONDecoder().decode([CalendarDay].self, from: data) == [day])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([CalendarDay].self, from: Data(#"["22/11/2026"]"#.utf8)) }
    }
}
