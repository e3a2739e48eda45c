import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

/// In-process checks of `plan export-ics`; Tests/Integration/test_ics_export.py reads the
/// file back with a real iCalendar parser.
@Suite("Calendar export from the command line")
struct PlannerExportCommandTests {
    private func uids(_ document: String) -> [String] {
        document.components(separatedBy: "\r\n").filter { $0.hasPrefix("UID:") }
    }

    @Test func aWeekIsWrittenAsAllDayEventsWithStableIDs() async throws {
        // Given two meals planned next week and one the week after
        let cli = try await PlannerMealsCommandTests.library()
        await cli.run("plan", "assign", "1", "mon", "wed")
        await cli.run("plan", "assign", "2", "2026-12-01")

        // When next week is exported to standard output
        let run = await cli.run("plan", "export-ics", "--week", "+1")

        // Then it is a calendar with one all-day event per planned meal that week
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        #expect(run.output.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"))
        #expect(run.output.hasSuffix("END:VCALENDAR\r\n"))
        #expect(run.output.contains("DTSTART;VALUE=DATE:20261123\r\nDTEND;VALUE=DATE:20261124\r\nSUMMARY:Chicken wrap\r\n"))
        #expect(run.output.contains("DTSTART;VALUE=DATE:20261125\r\n"))
        #expect(!run.output.contains("Tofu"))
        #expect(Set(uids(run.output)).count == 2)
        // The same plan exports the same events again.
        #expect(await cli.run("plan", "export-ics", "--week", "+1").output == run.output)
    }

    @Test func theCalendarCanBeWrittenToAFile() async throws {
        let cli = try await PlannerMealsCommandTests.library()
        await cli.run("plan", "assign", "3", "fri")
        let path = cli.home.file("plan.ics").path
        let run = await cli.run("plan", "export-ics", "--week", "+1", "--output", path)
        #expect(run.status == 0)
        #expect(run.output == "Wrote 1 event for Monday, Nov 23, 2026 to Sunday, Nov 29, 2026 to \(path).\n")
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written == (await cli.run("plan", "export-ics", "--week", "+1")).output)
        let nowhere = await cli.run("plan", "export-ics", "--output", cli.home.file("missing/folder/plan.ics").path)
        #expect(nowhere.status == 1)
        #expect(nowhere.errors.contains("Could not write"))
    }

    @Test func anEmptyWeekIsAValidCalendarWithANote() async throws {
        let cli = try CLIHarness()
        let run = await cli.run("plan", "export-ics")
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("BEGIN:VCALENDAR\r\n"))
        #expect(run.output.hasSuffix("END:VCALENDAR\r\n"))
        #expect(!run.output.contains("BEGIN:VEVENT"))
        #expect(run.errors == "Note: nothing is planned for Monday, Nov 16, 2026 to Sunday, Nov 22, 2026; the calendar has no events.\n")
    }
}
