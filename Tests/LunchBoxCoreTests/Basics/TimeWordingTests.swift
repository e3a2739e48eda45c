import Foundation
import LunchBoxCore
import PropertyBased
import Testing

@Suite("Time wording")
struct TimeWordingTests {
    static let zones = ["UTC", "Europe/Berlin", "America/New_York", "Australia/Sydney", "Asia/Kolkata", "Pacific/Chatham", "America/St_Johns"]

    @Test func agreesWithCalendarEverywhere() async {
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        await propertyCheck(count: 300, input: Gen.double(in: -1_000_000_000...4_000_000_000), Gen.element(of: Self.zones).compactMap { $0 }) { seconds, zone in
            let timeZone = TimeZone(identifier: zone)!
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            let date = Date(timeIntervalSince1970: seconds)
            let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
            let expected = String(format: "%@ %d, %d, %02d:%02d", months[parts.month! - 1], parts.day!, parts.year!, parts.hour!, parts.minute!)
            #expect(TimeWording(timeZone: timeZone).string(from: date) == expected)
        }
    }

    @Test func aroundDaylightSavingChanges() {
        let berlin = TimeWording(timeZone: TimeZone(identifier: "Europe/Berlin")!)
        #expect(berlin.string(from: Date(timeIntervalSince1970: 1_774_745_940)) == "Mar 29, 2026, 01:59")  // 00:59 UTC
        #expect(berlin.string(from: Date(timeIntervalSince1970: 1_774_746_000)) == "Mar 29, 2026, 03:00")  // 01:00 UTC
    }

    @Test func theDayIsWrittenAsPlanDaysAre() {
        // One style for days on every face: the saved time starts with the plan's date.
        let day = CalendarDay(year: 2026, month: 3, day: 23)!
        let noon = Date(timeIntervalSince1970: 1_774_267_200)  // 2026-03-23 12:00 UTC
        let saved = TimeWording(timeZone: TimeZone(identifier: "UTC")!).string(from: noon)
        #expect(saved.hasPrefix(PlanFormatter(locale: Locale(identifier: "en_US")).dateText(day)))
    }
}

@Suite("Best-before wording")
struct BestBeforeWordingTests {
    @Test func eachFaceSaysHowFreshAnItemIsTheSameWay() throws {
        let english = Wordings()[.english]
        let today = CalendarDay(year: 2026, month: 11, day: 23)!
        #expect(BestBeforeWording.label(for: today.adding(days: -1), today: today, in: english) == "past best before (Nov 22, 2026)")
        #expect(BestBeforeWording.label(for: today, today: today, in: english) == "use today")
        #expect(BestBeforeWording.label(for: today.adding(days: 1), today: today, in: english) == "use by tomorrow")
        #expect(BestBeforeWording.label(for: today.adding(days: 2), today: today, in: english) == "use within 2 days")
        #expect(BestBeforeWording.label(for: today.adding(days: 30), today: today, in: english) == "best before Dec 23, 2026")
        #expect(BestBeforeWording.label(for: today.adding(days: -1), today: today, kind: .useBy, in: english) == "past use by (Nov 22, 2026)")
        #expect(TimeWording.zoneName(try #require(TimeZone(identifier: "Etc/UTC"))) == "UTC")
        #expect(TimeWording.zoneName(try #require(TimeZone(identifier: "America/New_York"))) == "America/New York")
        #expect(BestBeforeWording.label(for: today.adding(days: 30), today: today, kind: .useBy, in: english) == "use by Dec 23, 2026")
    }

    @Test func otherLanguagesSayItInTheirWordsAndDates() {
        let today = CalendarDay(year: 2026, month: 11, day: 23)!
        let wordings = Wordings()
        #expect(BestBeforeWording.label(for: today.adding(days: 2), today: today, in: wordings[.german]) == "innerhalb von 2 Tagen verbrauchen")
        #expect(BestBeforeWording.label(for: today.adding(days: 30), today: today, in: wordings[.german]) == "mindestens haltbar bis 23. Dez. 2026")
        #expect(BestBeforeWording.label(for: today.adding(days: -1), today: today, kind: .useBy, in: wordings[.french]) == "DLC passée (22 nov. 2026)")
        #expect(BestBeforeWording.label(for: today.adding(days: 30), today: today, in: wordings[.swedish]) == "bäst före 23 dec. 2026")
        #expect(BestBeforeWording.title(of: nil, in: wordings[.spanish]) == "Lo habitual para el alimento")
    }
}
