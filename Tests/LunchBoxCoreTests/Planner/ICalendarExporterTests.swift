import Foundation
import LunchBoxCore
import LunchBoxTesting
import PropertyBased
import Testing

@Suite("iCalendar export")
struct ICalendarExporterTests {
    /// 2026-03-20 08:15:30 UTC.
    private let clock = FixedClock(Date(timeIntervalSince1970: 1_773_994_530))

    private func planned(_ meal: Meal, on day: String, id: UUID = UUID()) -> PlannedMeal {
        PlannedMeal(assignment: MealAssignment(id: id, mealID: meal.id, day: CalendarDay(isoString: day)!, createdAt: clock.now()), meal: meal)
    }

    private func meal(_ description: String, _ protein: String = "", _ carb: String = "", _ others: [String] = []) -> Meal {
        Meal(description: description, primaryProtein: protein, primaryCarb: carb, otherComponents: others, createdAt: clock.now())
    }

    /// RFC 5545 3.1: a CRLF followed by one space or tab is removed when reading.
    private static func unfold(_ document: String) -> [String] {
        document.replacingOccurrences(of: "\r\n ", with: "").replacingOccurrences(of: "\r\n\t", with: "")
            .components(separatedBy: "\r\n").filter { !$0.isEmpty }
    }

    private static func unescape(_ value: String) -> String {
        var result = ""
        var escaping = false
        for character in value {
            if escaping {
                result.append(character == "n" || character == "N" ? "\n" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    private static func values(_ name: String, in document: String) -> [String] {
        unfold(document).filter { $0.hasPrefix(name + ":") || $0.hasPrefix(name + ";") }
            .map { String($0[$0.index(after: $0.firstIndex(of: ":")!)...]) }
    }

    @Test func wholeDocument() {
        let assignment = UUID(uuidString: "0F8FAD5B-D9CB-469F-A165-70867728950E")!
        let wrap = meal("Chicken wrap", "chicken", "tortilla", ["lettuce", "mayo"])
        let document = ICalendarExporter(clock: clock).document(for: [planned(wrap, on: "2026-03-23", id: assignment)])
        let expected =
            [
                "BEGIN:VCALENDAR",
                "VERSION:2.0",
                "PRODID:-//LunchBox//Meal Planner//EN",
                "CALSCALE:GREGORIAN",
                "METHOD:PUBLISH",
                "X-WR-CALNAME:LunchBox meals",
                "BEGIN:VEVENT",
                "UID:0f8fad5b-d9cb-469f-a165-70867728950e@lunchbox",
                "DTSTAMP:20260320T081530Z",
                "DTSTART;VALUE=DATE:20260323",
                "DTEND;VALUE=DATE:20260324",
                "SUMMARY:Chicken wrap",
                "DESCRIPTION:Protein: chicken\\nCarb: tortilla\\nAlso: lettuce\\, mayo",
                "TRANSP:TRANSPARENT",
                "END:VEVENT",
                "END:VCALENDAR",
            ].joined(separator: "\r\n") + "\r\n"
        #expect(document == expected)
    }

    @Test func linesEndInCRLFOnly() {
        let document = ICalendarExporter(clock: clock).document(for: [planned(meal("Soup\nand bread"), on: "2026-03-23")])
        let bytes = Array(document.utf8)
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            #expect(index > 0 && bytes[index - 1] == UInt8(ascii: "\r"))
        }
        #expect(document.hasSuffix("END:VCALENDAR\r\n"))
    }

    @Test func specialCharactersAreEscaped() {
        let tricky = meal("Rice; beans, and \\ salsa", "beans", "rice", ["a,b", "c;d"])
        let document = ICalendarExporter(clock: clock).document(for: [planned(tricky, on: "2026-03-23")])
        #expect(Self.values("SUMMARY", in: document) == ["Rice\\; beans\\, and \\\\ salsa"])
        #expect(Self.values("DESCRIPTION", in: document) == ["Protein: beans\\nCarb: rice\\nAlso: a\\,b\\, c\\;d"])
    }

    @Test func longLinesFoldAt75OctetsWithoutSplittingCharacters() async {
        await propertyCheck(count: 200, input: PlannerGenerators.awkwardText) { text in
            let document = ICalendarExporter(clock: clock).document(for: [planned(meal(text), on: "2026-03-23")])
            for line in Data(document.utf8).split(separator: Array("\r\n".utf8)) {
                #expect(line.count <= 75)
                #expect(String(bytes: line, encoding: .utf8) != nil, "a UTF-8 sequence was cut")
            }
            let expected = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            #expect(Self.values("SUMMARY", in: document).map(Self.unescape) == [expected])
        }
    }

    @Test func foldingKeepsContinuationsIndentedByOneSpace() {
        let long = String(repeating: "é", count: 100)  // 200 octets
        let document = ICalendarExporter(clock: clock).document(for: [planned(meal(long), on: "2026-03-23")])
        let physical = document.components(separatedBy: "\r\n")
        let start = physical.firstIndex { $0.hasPrefix("SUMMARY:") }!
        #expect(physical[start].utf8.count <= 75)
        #expect(physical[start + 1].hasPrefix(" ") && !physical[start + 1].hasPrefix("  "))
        #expect(Self.values("SUMMARY", in: document) == [long])
    }

    @Test func uidsAreStableAcrossExportsAndDistinctPerAssignment() {
        let soup = meal("Soup")
        let plan = [planned(soup, on: "2026-03-23"), planned(soup, on: "2026-03-23"), planned(soup, on: "2026-03-25")]
        let first = ICalendarExporter(clock: clock).document(for: plan)
        let later = ICalendarExporter(clock: FixedClock(clock.now().addingTimeInterval(86_400))).document(for: plan.reversed())
        let uids = Self.values("UID", in: first)
        #expect(Set(uids) == Set(Self.values("UID", in: later)))
        #expect(Set(uids).count == 3)
        #expect(Set(uids) == Set(plan.map { ICalendarExporter.uid(for: $0.assignment.id) }))
        #expect(Self.values("DTSTAMP", in: later) == Array(repeating: "20260321T081530Z", count: 3))
    }

    @Test func allDayEventsAcrossYearEndAndLeapDay() {
        let plan = [planned(meal("Leap lunch"), on: "2028-02-29"), planned(meal("New Year's Eve"), on: "2026-12-31")]
        let document = ICalendarExporter(clock: clock).document(for: plan)
        // Events come in day order.
        #expect(Self.values("DTSTART", in: document) == ["20261231", "20280229"])
        #expect(Self.values("DTEND", in: document) == ["20270101", "20280301"])
        #expect(Self.unfold(document).filter { $0.hasPrefix("DTSTART") }.allSatisfy { $0.hasPrefix("DTSTART;VALUE=DATE:") })
    }

    @Test func emptyPlanIsAnEmptyCalendar() {
        let lines = Self.unfold(ICalendarExporter(clock: clock).document(for: []))
        #expect(lines.first == "BEGIN:VCALENDAR" && lines.last == "END:VCALENDAR")
        #expect(!lines.contains("BEGIN:VEVENT"))
    }
}
