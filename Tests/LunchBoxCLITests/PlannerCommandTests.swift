import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

/// The harness's today is Sunday 2026-11-22 (UTC), so with Monday weeks "this week" is
/// 16-22 November and "next week" (--week +1) is 23-29 November.
@Suite("Weekly plan from the command line")
struct PlannerCommandTests {
    private func day(_ text: String) throws -> CalendarDay {
        try #require(CalendarDay(isoString: text))
    }

    @Test func nextWeekIsPlannedShownAndRemovedByNumberOrID() async throws {
        // Given a library planned for next week
        let cli = try await PlannerMealsCommandTests.library()
        let planned = await cli.run("plan", "assign", "1", "mon", "wed")
        #expect(planned.output == "Planned Chicken wrap on Monday, Nov 23, 2026.\nPlanned Chicken wrap on Wednesday, Nov 25, 2026.\n")
        await cli.run("plan", "assign", "2", "2026-11-23")
        let sunday = await cli.run("plan", "assign", "3", "2026-11-29", "--json")
        let pasta = try #require(try PlannerJSON.decode([PlannedMeal].self, from: Data(sunday.output.utf8)).first)

        // When the week is shown
        let show = await cli.run("plan", "show", "--week", "+1")

        // Then it has 7 days, numbered meals in day order and "nothing planned" elsewhere
        #expect(show.status == 0)
        let lines = show.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "Week of Monday, Nov 23, 2026 to Sunday, Nov 29, 2026")
        #expect(lines.contains("Monday, Nov 23, 2026"))
        #expect(lines.contains { $0.hasPrefix("   1. Chicken wrap — protein: Chicken") })
        #expect(lines.contains { $0.hasPrefix("   2. Tofu rice bowl") })
        #expect(lines.contains { $0.hasPrefix("   3. Chicken wrap") })
        #expect(lines.contains { $0.hasPrefix("   4. Pasta salad") && $0.hasSuffix("[\(String(pasta.id.uuidString.lowercased().prefix(8)))]") })
        #expect(lines.filter { $0 == "     nothing planned" }.count == 4)
        #expect(show.output.contains("Remove a planned meal with: lunchbox plan remove N --week +1"))
        let days = try PlannerJSON.decode([PlannedDay].self, from: Data(await cli.run("plan", "show", "--week", "+1", "--json").output.utf8))
        #expect(days.map(\.day) == PlanWeek(start: try day("2026-11-23")).days)
        #expect(days.map(\.meals.count) == [2, 0, 1, 0, 0, 0, 1])

        // When number 2 of that week and the pasta (by id, without --week) are removed
        #expect(await cli.run("plan", "remove", "2", "--week", "+1").output == "Removed \"Tofu rice bowl\" from Monday, Nov 23, 2026.\n")
        #expect(await cli.run("plan", "remove", String(pasta.id.uuidString.prefix(6))).status == 0)

        // Then only the chicken wraps are left, renumbered
        let after = try PlannerJSON.decode([PlannedDay].self, from: Data(await cli.run("plan", "show", "--week", "next", "--json").output.utf8))
        #expect(after.flatMap(\.meals).map(\.meal.description) == ["Chicken wrap", "Chicken wrap"])
        let missing = await cli.run("plan", "remove", "3", "--week", "+1")
        #expect(missing.status == 1)
        #expect(missing.errors.contains("There is no planned meal number 3; there are 2."))
        #expect(missing.errors.contains("See the numbers with: lunchbox plan show --week +1"))
        // The meals stay in the library.
        #expect(try PlannerJSON.decode([Meal].self, from: Data(await cli.run("meals", "list", "--json").output.utf8)).count == 3)
    }

    @Test func anEmptyWeekShowsSevenDaysAndToday() async throws {
        let cli = try CLIHarness()
        let show = await cli.run("plan")
        #expect(show.status == 0)
        #expect(show.output.hasPrefix("Week of Monday, Nov 16, 2026 to Sunday, Nov 22, 2026\n"))
        #expect(show.output.contains("Sunday, Nov 22, 2026 (today)\n"))
        #expect(show.output.components(separatedBy: "nothing planned").count == 8)
        #expect(show.output.contains("Nothing is planned this week. Plan a meal with: lunchbox plan assign MEAL DAY"))
        #expect(await cli.run("plan", "show", "--week", "-1").output.hasPrefix("Week of Monday, Nov 9, 2026"))
        #expect(await cli.run("plan", "show", "--week=-2").output.hasPrefix("Week of Monday, Nov 2, 2026"))
        #expect(await cli.run("plan", "show", "--week", "2026-12-31").output.hasPrefix("Week of Monday, Dec 28, 2026 to Sunday, Jan 3, 2027"))
    }

    @Test func theWeekStartIsSavedAndCanBeOverridden() async throws {
        let cli = try CLIHarness()
        #expect(await cli.run("plan", "week-start").output == "Weeks start on Monday.\n")
        #expect(await cli.run("plan", "week-start", "Sun").output == "Weeks now start on Sunday.\n")
        #expect(await cli.run("plan", "show").output.hasPrefix("Week of Sunday, Nov 22, 2026 to Saturday, Nov 28, 2026\n"))
        #expect(await cli.run("plan", "show", "--week-start", "monday").output.hasPrefix("Week of Monday, Nov 16, 2026"))
        let json = try PlannerJSON.decode([String: String].self, from: Data(await cli.run("plan", "week-start", "--json").output.utf8))
        #expect(json == ["weekStart": "sunday"])
        let wrong = await cli.run("plan", "week-start", "someday")
        #expect(wrong.status == 1)
        #expect(wrong.errors.contains("\"someday\" is not a day of the week."))
        #expect(wrong.errors.contains("Choose from: monday"))
        #expect(await cli.run("plan", "week-start").output == "Weeks start on Sunday.\n")
    }

    @Test func daysCanBeWeekdayNamesMeaningTheNextOneTodayIncluded() async throws {
        let cli = try await PlannerMealsCommandTests.library()
        let run = await cli.run("plan", "assign", "2", "sun", "Friday", "tomorrow", "+2", "2026-12-31", "--json")
        #expect(run.status == 0)
        let planned = try PlannerJSON.decode([PlannedMeal].self, from: Data(run.output.utf8))
        #expect(planned.map(\.day) == [try day("2026-11-22"), try day("2026-11-27"), try day("2026-11-23"), try day("2026-11-24"), try day("2026-12-31")])
        #expect(planned.allSatisfy { $0.meal.description == "Tofu rice bowl" })
    }

    @Test func badInputIsAClearErrorAndPlansNothing() async throws {
        let cli = try await PlannerMealsCommandTests.library()
        let badDay = await cli.run("plan", "assign", "1", "mon", "someday")
        #expect(badDay.status == 1)
        #expect(badDay.errors.contains("\"someday\" is not a day."))
        #expect(badDay.errors.contains("a weekday such as mon or friday"))
        #expect(await cli.run("plan", "assign", "1", "2026-02-30").errors.contains("is not a day"))
        let unknownMeal = await cli.run("plan", "assign", "7", "mon")
        #expect(unknownMeal.status == 1)
        #expect(unknownMeal.errors.contains("There is no meal number 7; there are 3."))
        #expect(await cli.run("plan", "assign", "1").status == 2)
        let badWeek = await cli.run("plan", "show", "--week", "soon")
        #expect(badWeek.status == 1)
        #expect(badWeek.errors.contains("\"soon\" is not a week."))
        #expect(await cli.run("plan", "show", "--week", "2").errors.contains("Write +2 for 2 weeks from this one"))
        #expect(await cli.run("plan", "show", "--week", "+9999").errors.contains("too far away"))
        #expect(await cli.run("plan", "remove", "nope").errors.contains("No planned meal matches \"nope\"."))
        let days = try PlannerJSON.decode([PlannedDay].self, from: Data(await cli.run("plan", "show", "--week", "+1", "--json").output.utf8))
        #expect(days.allSatisfy { $0.isEmpty })
    }

    @Test func deletingAPlannedMealAsksFirstThenRemovesItsDays() async throws {
        // Given a meal planned on three days and one not planned
        let cli = try await PlannerMealsCommandTests.library()
        await cli.run("plan", "assign", "1", "2026-11-23", "2026-11-25", "2026-11-30")
        await cli.run("plan", "assign", "2", "2026-11-25")

        // When it is deleted without --yes in a script, it is refused with the days listed
        let refused = await cli.run("meals", "delete", "1")
        #expect(refused.status == 1)
        #expect(refused.errors.contains("\"Chicken wrap\" is planned on 3 days: Monday, Nov 23, 2026; Wednesday, Nov 25, 2026; Monday, Nov 30, 2026."))
        #expect(refused.errors.contains("Add --yes to delete it and its planned days: lunchbox meals delete 1 --yes"))
        // In a terminal it asks; no keeps everything
        let declined = await cli.run("meals", "delete", "1", input: ["n"], interactive: true)
        #expect(declined.output == "Nothing was deleted.\n")
        #expect(declined.errors.contains("Delete it and its planned days? [y/N]"))
        #expect(try PlannerJSON.decode([Meal].self, from: Data(await cli.run("meals", "list", "--json").output.utf8)).count == 3)

        // Then --yes deletes it and its planned days, and nothing else
        #expect(await cli.run("meals", "delete", "1", "--yes").output == "Deleted \"Chicken wrap\" and its 3 planned days.\n")
        let week = try PlannerJSON.decode([PlannedDay].self, from: Data(await cli.run("plan", "show", "--week", "+1", "--json").output.utf8))
        #expect(week.flatMap(\.meals).map(\.meal.description) == ["Tofu rice bowl"])
        #expect(try PlannerJSON.decode([PlannedDay].self, from: Data(await cli.run("plan", "show", "--week", "+2", "--json").output.utf8)).allSatisfy { $0.isEmpty })
        // An unplanned meal goes without asking; answering yes works too.
        #expect(await cli.run("meals", "delete", "2").output == "Deleted \"Pasta salad\".\n")
        #expect(await cli.run("meals", "delete", "1", input: ["y"], interactive: true).output == "Deleted \"Tofu rice bowl\" and its 1 planned day.\n")
        #expect(await cli.run("meals").output.contains("The meal library is empty"))
    }
}
