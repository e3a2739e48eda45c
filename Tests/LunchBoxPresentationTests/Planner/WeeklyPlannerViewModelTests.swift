import Foundation
import LunchBoxCore
import LunchBoxPresentation
import LunchBoxStorage
import LunchBoxTesting
import LunchBoxUseCases
import Testing

@MainActor
@Suite("Weekly planner screen")
struct WeeklyPlannerViewModelTests {
    private func day(_ text: String) -> CalendarDay { CalendarDay(isoString: text)! }

    private func calendar(_ zone: String) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: zone)!
        return calendar
    }

    private func moment(_ date: String, _ hour: Int, _ minute: Int, in zone: String) -> Date {
        let day = day(date)
        return calendar(zone).date(from: DateComponents(year: day.year, month: day.month, day: day.day, hour: hour, minute: minute))!
    }

    private let soup = Meal(description: "Soup", primaryProtein: "lentils", createdAt: Date(timeIntervalSince1970: 0))
    private let wrap = Meal(description: "Wrap", primaryProtein: "chicken", primaryCarb: "tortilla", otherComponents: ["lettuce"], createdAt: Date(timeIntervalSince1970: 0))

    /// A planner on use cases whose clock says `now` in `zone`, over a database holding
    /// `meals` and, when given, a saved week start.
    private func makeModel(
        meals: [Meal] = [], at now: Date, zone: String = "Europe/Berlin", weekStart: Weekday? = nil
    ) async throws -> (model: WeeklyPlannerViewModel, useCases: UseCases, database: AppDatabase) {
        let (useCases, database) = try TestUseCases.make(now: now, calendar: calendar(zone))
        for meal in meals { try await database.addMeal(meal) }
        if let weekStart { try await database.saveWeekStart(weekStart) }
        return (WeeklyPlannerViewModel(plan: useCases.plan, words: .english), useCases, database)
    }

    private func assignments(_ database: AppDatabase) async throws -> [MealAssignment] {
        try await database.assignments(in: CalendarDay.allDays)
    }

    @Test(arguments: [(0, 30), (23, 30)])
    func weekIsRightOnBerlinDaylightSavingDays(hour: Int, minute: Int) async throws {
        for (changeDay, monday) in [("2026-03-29", "2026-03-23"), ("2026-10-25", "2026-10-19")] {
            let model = try await makeModel(at: moment(changeDay, hour, minute, in: "Europe/Berlin")).model
            #expect(model.week == nil && model.weekDays.isEmpty, "no week before the first load")
            await model.load()
            #expect(model.today == day(changeDay))
            #expect(model.weekDays.first == day(monday) && model.weekDays.last == day(changeDay))
            #expect(model.isToday(day(changeDay)) && model.isShowingCurrentWeek)
        }
    }

    @Test(arguments: [(0, 30), (23, 30)])
    func weekIsRightOnNewYorkDaylightSavingDays(hour: Int, minute: Int) async throws {
        for (changeDay, monday) in [("2026-03-08", "2026-03-02"), ("2026-11-01", "2026-10-26")] {
            let model = try await makeModel(at: moment(changeDay, hour, minute, in: "America/New_York"), zone: "America/New_York").model
            await model.load()
            #expect(model.today == day(changeDay))
            #expect(model.weekDays == PlanWeek(start: day(monday)).days)
        }
    }

    @Test func daysWithoutMealsAreStillShown() async throws {
        let model = try await makeModel(meals: [soup], at: moment("2026-03-25", 12, 0, in: "Europe/Berlin")).model
        await model.load()
        #expect(model.days.count == 7)
        #expect(model.days.allSatisfy { $0.isEmpty })
        #expect(model.library == [soup])
        #expect(model.meals(on: day("2026-03-25")).isEmpty)
    }

    @Test func assigningSeveralMealsToADay() async throws {
        let (model, useCases, _) = try await makeModel(meals: [soup, wrap], at: moment("2026-03-25", 12, 0, in: "Europe/Berlin"))
        await model.load()
        #expect(await model.assign(mealID: soup.id, to: day("2026-03-26")))
        #expect(await model.assign(mealID: wrap.id, to: day("2026-03-26")))
        #expect(model.meals(on: day("2026-03-26")) == [soup, wrap])
        #expect(model.assignments(on: day("2026-03-26")).map(\.mealID) == [soup.id, wrap.id])
        #expect(try await useCases.plan.plannedDays(mealID: soup.id) == [day("2026-03-26")])
    }

    @Test func assigningAMissingMealSaysSo() async throws {
        let (model, _, database) = try await makeModel(meals: [soup], at: moment("2026-03-25", 12, 0, in: "Europe/Berlin"))
        #expect(!(await model.assign(mealID: UUID(), to: day("2026-03-26"))))
        #expect(model.errorMessage?.hasPrefix("Meal not found") == true)
        #expect(try await assignments(database).isEmpty)
    }

    @Test func navigationMovesAWeekAndBackToToday() async throws {
        let (model, _, database) = try await makeModel(meals: [soup], at: moment("2026-12-30", 9, 0, in: "Europe/Berlin"))
        try await database.assignMeal(id: soup.id, to: day("2027-01-05"), at: Date(timeIntervalSince1970: 0))
        await model.load()
        #expect(model.week?.start == day("2026-12-28"))

        await model.showNextWeek()
        #expect(model.week?.start == day("2027-01-04"))
        #expect(!model.isShowingCurrentWeek)
        #expect(model.meals(on: day("2027-01-05")) == [soup])

        await model.showPreviousWeek()
        await model.showPreviousWeek()
        #expect(model.week?.start == day("2026-12-21"))
        #expect(model.days.allSatisfy { $0.isEmpty })

        await model.showCurrentWeek()
        #expect(model.week?.start == day("2026-12-28") && model.isShowingCurrentWeek)

        await model.show(weekContaining: day("2028-02-29"))
        #expect(model.weekDays.contains(day("2028-02-29")) && model.weekDays.count == 7)
    }

    @Test func theSavedWeekStartIsUsed() async throws {
        let sundayFirst = try await makeModel(at: moment("2026-03-25", 10, 0, in: "Europe/Berlin"), weekStart: .sunday).model
        await sundayFirst.load()
        #expect(sundayFirst.weekStart == .sunday)
        #expect(sundayFirst.week?.start == day("2026-03-22"))
    }

    @Test func removingAPlannedMealAsksFirst() async throws {
        let (model, _, database) = try await makeModel(meals: [soup, wrap], at: moment("2026-03-25", 12, 0, in: "Europe/Berlin"))
        await model.load()
        await model.assign(mealID: soup.id, to: day("2026-03-26"))
        await model.assign(mealID: wrap.id, to: day("2026-03-26"))
        let target = model.plannedMeals(on: day("2026-03-26"))[0]

        model.requestRemoval(assignmentID: target.id)
        #expect(model.pendingRemoval == target)
        model.cancelRemoval()
        #expect(model.pendingRemoval == nil)
        #expect(try await assignments(database).count == 2)

        model.requestRemoval(assignmentID: target.id)
        await model.confirmRemoval()
        #expect(model.pendingRemoval == nil)
        #expect(model.meals(on: day("2026-03-26")) == [wrap])
        #expect(try await assignments(database).count == 1)
        // The meal stays in the library.
        #expect(try await database.meals().count == 2)
    }

    @Test func requestingRemovalOfAnUnknownAssignmentDoesNothing() async throws {
        let model = try await makeModel(at: moment("2026-03-25", 12, 0, in: "Europe/Berlin")).model
        model.requestRemoval(assignmentID: UUID())
        #expect(model.pendingRemoval == nil)
    }

    @Test func loadFailureIsReported() async throws {
        let store = try BreakableDatabase()
        try await store.database.addMeal(soup)
        let model = WeeklyPlannerViewModel(plan: try store.useCases(now: moment("2026-03-25", 12, 0, in: "Europe/Berlin"), calendar: calendar("Europe/Berlin")).plan, words: .english)
        try store.hide("meal")
        await model.load()
        let expected = await store.message { _ = try await store.database.meals() }
        #expect(expected != nil && model.errorMessage == expected)
        try store.mend("meal")
        await model.load()
        #expect(model.errorMessage == nil && model.library == [soup])
    }
}
