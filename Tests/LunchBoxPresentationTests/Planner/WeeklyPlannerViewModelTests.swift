import Foundation
import LunchBoxCore
import LunchBoxPresentation
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

    private func clock(_ date: String, _ hour: Int, _ minute: Int, in zone: String) -> FixedClock {
        let day = day(date)
        return FixedClock(calendar(zone).date(from: DateComponents(year: day.year, month: day.month, day: day.day, hour: hour, minute: minute))!)
    }

    private let soup = Meal(description: "Soup", primaryProtein: "lentils", createdAt: Date(timeIntervalSince1970: 0))
    private let wrap = Meal(description: "Wrap", primaryProtein: "chicken", primaryCarb: "tortilla", otherComponents: ["lettuce"], createdAt: Date(timeIntervalSince1970: 0))

    private func model(_ repository: InMemoryPlanner, at clock: FixedClock, zone: String = "Europe/Berlin", weekStart: Weekday = .monday) -> WeeklyPlannerViewModel {
        WeeklyPlannerViewModel(meals: repository, plan: repository, clock: clock, calendar: calendar(zone), weekStart: weekStart)
    }

    @Test(arguments: [(0, 30), (23, 30)])
    func weekIsRightOnBerlinDaylightSavingDays(hour: Int, minute: Int) {
        for (changeDay, monday) in [("2026-03-29", "2026-03-23"), ("2026-10-25", "2026-10-19")] {
            let model = model(InMemoryPlanner(), at: clock(changeDay, hour, minute, in: "Europe/Berlin"))
            #expect(model.today == day(changeDay))
            #expect(model.weekDays.first == day(monday) && model.weekDays.last == day(changeDay))
            #expect(model.isToday(day(changeDay)) && model.isShowingCurrentWeek)
        }
    }

    @Test(arguments: [(0, 30), (23, 30)])
    func weekIsRightOnNewYorkDaylightSavingDays(hour: Int, minute: Int) {
        for (changeDay, monday) in [("2026-03-08", "2026-03-02"), ("2026-11-01", "2026-10-26")] {
            let model = model(InMemoryPlanner(), at: clock(changeDay, hour, minute, in: "America/New_York"), zone: "America/New_York")
            #expect(model.today == day(changeDay))
            #expect(model.weekDays == PlanWeek(start: day(monday)).days)
        }
    }

    @Test func daysWithoutMealsAreStillShown() async {
        let model = model(InMemoryPlanner(meals: [soup]), at: clock("2026-03-25", 12, 0, in: "Europe/Berlin"))
        await model.load()
        #expect(model.days.count == 7)
        #expect(model.days.allSatisfy { $0.isEmpty })
        #expect(model.library == [soup])
        #expect(model.meals(on: day("2026-03-25")).isEmpty)
    }

    @Test func assigningSeveralMealsToADay() async {
        let repository = InMemoryPlanner(meals: [soup, wrap])
        let model = model(repository, at: clock("2026-03-25", 12, 0, in: "Europe/Berlin"))
        await model.load()
        #expect(await model.assign(mealID: soup.id, to: day("2026-03-26")))
        #expect(await model.assign(mealID: wrap.id, to: day("2026-03-26")))
        #expect(model.meals(on: day("2026-03-26")) == [soup, wrap])
        #expect(model.assignments(on: day("2026-03-26")).map(\.mealID) == [soup.id, wrap.id])
        #expect(model.shoppingList(inventory: [InventoryItem(name: "Lettuce")]).items.map(\.name) == ["chicken", "lentils", "tortilla"])
    }

    @Test func assigningAMissingMealSaysSo() async {
        let repository = InMemoryPlanner(meals: [soup])
        let model = model(repository, at: clock("2026-03-25", 12, 0, in: "Europe/Berlin"))
        #expect(!(await model.assign(mealID: UUID(), to: day("2026-03-26"))))
        #expect(model.errorMessage?.hasPrefix("Meal not found") == true)
        #expect(await repository.allAssignments.isEmpty)
    }

    @Test func navigationMovesAWeekAndBackToToday() async {
        let repository = InMemoryPlanner(meals: [soup])
        let model = model(repository, at: clock("2026-12-30", 9, 0, in: "Europe/Berlin"))
        _ = try? await repository.assignMeal(id: soup.id, to: day("2027-01-05"), at: Date(timeIntervalSince1970: 0))
        await model.load()
        #expect(model.week.start == day("2026-12-28"))

        await model.showNextWeek()
        #expect(model.week.start == day("2027-01-04"))
        #expect(!model.isShowingCurrentWeek)
        #expect(model.meals(on: day("2027-01-05")) == [soup])

        await model.showPreviousWeek()
        await model.showPreviousWeek()
        #expect(model.week.start == day("2026-12-21"))
        #expect(model.days.allSatisfy { $0.isEmpty })

        await model.showCurrentWeek()
        #expect(model.week.start == day("2026-12-28") && model.isShowingCurrentWeek)

        await model.show(weekContaining: day("2028-02-29"))
        #expect(model.weekDays.contains(day("2028-02-29")) && model.weekDays.count == 7)
    }

    @Test func weekStartIsConfigurableAndKeepsTodayInView() async {
        let model = model(InMemoryPlanner(), at: clock("2026-03-29", 10, 0, in: "Europe/Berlin"))
        #expect(model.week.start == day("2026-03-23"))
        await model.setWeekStart(.sunday)
        #expect(model.weekStart == .sunday)
        #expect(model.week.start == day("2026-03-29"))
        await model.showNextWeek()
        #expect(model.week.start == day("2026-04-05"))
        // Away from today, the shown week's first day stays in view.
        await model.setWeekStart(.wednesday)
        #expect(model.week.start == day("2026-04-01"))

        let sundayFirst = self.model(InMemoryPlanner(), at: clock("2026-03-25", 10, 0, in: "Europe/Berlin"), weekStart: .sunday)
        #expect(sundayFirst.week.start == day("2026-03-22"))
    }

    @Test func removingAPlannedMealAsksFirst() async throws {
        let repository = InMemoryPlanner(meals: [soup, wrap])
        let model = model(repository, at: clock("2026-03-25", 12, 0, in: "Europe/Berlin"))
        await model.load()
        await model.assign(mealID: soup.id, to: day("2026-03-26"))
        await model.assign(mealID: wrap.id, to: day("2026-03-26"))
        let target = model.plannedMeals(on: day("2026-03-26"))[0]

        model.requestRemoval(assignmentID: target.id)
        #expect(model.pendingRemoval == target)
        model.cancelRemoval()
        #expect(model.pendingRemoval == nil)
        #expect(await repository.allAssignments.count == 2)

        model.requestRemoval(assignmentID: target.id)
        await model.confirmRemoval()
        #expect(model.pendingRemoval == nil)
        #expect(model.meals(on: day("2026-03-26")) == [wrap])
        #expect(await repository.allAssignments.count == 1)
        // The meal stays in the library.
        #expect(await repository.allMeals.count == 2)
    }

    @Test func requestingRemovalOfAnUnknownAssignmentDoesNothing() async {
        let model = model(InMemoryPlanner(), at: clock("2026-03-25", 12, 0, in: "Europe/Berlin"))
        model.requestRemoval(assignmentID: UUID())
        #expect(model.pendingRemoval == nil)
    }

    @Test func loadFailureIsReported() async {
        let repository = InMemoryPlanner(meals: [soup])
        let model = model(repository, at: clock("2026-03-25", 12, 0, in: "Europe/Berlin"))
        await repository.failNextCall()
        await model.load()
        #expect(model.errorMessage?.hasPrefix("Failed to load meals.") == true)
        await model.load()
        #expect(model.errorMessage == nil && model.library == [soup])
    }
}
