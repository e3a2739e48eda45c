import Foundation
import LunchBoxCore

/// `/api/plan`: the week planner and its shopping list. `week` (in the query, or the
/// body of a tick) may name any day of the week (YYYY-MM-DD); without it, this week.
public enum PlanRoutes {
    /// Which meal on which day. The day is text so a bad one gets a message with the
    /// format rather than "not the JSON expected".
    public struct AssignInput: Codable, Equatable, Sendable {
        public let mealId: UUID
        public let day: String

        public init(mealId: UUID, day: String) {
            self.mealId = mealId
            self.day = day
        }
    }

    /// A planned meal: its assignment's id (for DELETE), its day, when it was planned, and
    /// the meal as it is now.
    public struct Assignment: Codable, Equatable, Sendable {
        public let assignmentId: UUID
        public let day: CalendarDay
        public let plannedAt: Date
        public let meal: Meal

        public init(_ planned: PlannedMeal) {
            assignmentId = planned.assignment.id
            day = planned.day
            plannedAt = planned.assignment.createdAt
            meal = planned.meal
        }

        public var plannedMeal: PlannedMeal {
            PlannedMeal(assignment: MealAssignment(id: assignmentId, mealID: meal.id, day: day, createdAt: plannedAt), meal: meal)
        }
    }

    /// An idea of the recent batch (or a favorite) to plan on a day: it joins the meal
    /// library once and is planned there, in one step.
    public struct PlanIdeaInput: Codable, Equatable, Sendable {
        public let ideaId: UUID
        public let day: String

        public init(ideaId: UUID, day: String) {
            self.ideaId = ideaId
            self.day = day
        }
    }

    public struct Day: Codable, Equatable, Sendable {
        public let day: CalendarDay
        public let meals: [Assignment]
    }

    public struct Week: Codable, Equatable, Sendable {
        public let weekStart: CalendarDay
        public let days: [Day]

        public init(weekStart: CalendarDay, days: [PlannedDay]) {
            self.weekStart = weekStart
            self.days = days.map { Day(day: $0.day, meals: $0.meals.map(Assignment.init)) }
        }

        public var plannedDays: [PlannedDay] {
            days.map { PlannedDay(day: $0.day, meals: $0.meals.map(\.plannedMeal)) }
        }
    }

    /// Today on the server's calendar and the first day of its week, by the saved week start.
    public struct Today: Codable, Equatable, Sendable {
        public let today: CalendarDay
        public let currentWeekStart: CalendarDay

        public init(today: CalendarDay, currentWeekStart: CalendarDay) {
            self.today = today
            self.currentWeekStart = currentWeekStart
        }
    }

    public struct ShoppingList: Codable, Equatable, Sendable {
        public let weekStart: CalendarDay
        public let items: [LunchBoxCore.ShoppingList.Item]
        public let leftOutStaples: [String]
        /// How many meals the week has planned (0: nothing planned yet).
        public let plannedMealCount: Int

        public init(weekStart: CalendarDay, list: LunchBoxCore.ShoppingList) {
            self.weekStart = weekStart
            items = list.items
            leftOutStaples = list.leftOutStaples
            plannedMealCount = list.plannedMealCount
        }

        public var list: LunchBoxCore.ShoppingList {
            LunchBoxCore.ShoppingList(items: items, plannedMealCount: plannedMealCount, leftOutStaples: leftOutStaples)
        }
    }

    /// An item ticked (its key or any name of its food), and whether it was bought
    /// (default true) and goes into the kitchen.
    public struct BoughtInput: Codable, Equatable, Sendable {
        public let item: String
        public let week: String?
        public let bought: Bool?
        public let addToKitchen: Bool?

        public init(item: String, week: String?, bought: Bool?, addToKitchen: Bool?) {
            self.item = item
            self.week = week
            self.bought = bought
            self.addToKitchen = addToKitchen
        }
    }

    public struct Bought: Codable, Equatable, Sendable {
        public let weekStart: CalendarDay
        public let item: LunchBoxCore.ShoppingList.Item
        public let addedToKitchen: Bool

        public init(weekStart: CalendarDay, item: LunchBoxCore.ShoppingList.Item, addedToKitchen: Bool) {
            self.weekStart = weekStart
            self.item = item
            self.addedToKitchen = addedToKitchen
        }
    }

    public static let week = APIRoute<APINothing, Week>("GET", "/api/plan")
    public static let today = APIRoute<APINothing, Today>("GET", "/api/plan/today")
    public static let assign = APIRoute<AssignInput, Assignment>("POST", "/api/plan")
    public static let planIdea = APIRoute<PlanIdeaInput, Assignment>("POST", "/api/plan/ideas")
    /// Answers the planned meal as it was.
    public static let remove = APIRoute<APINothing, Assignment>("DELETE", "/api/plan/{id}")
    /// With `week` and `includeStaples=true` in the query.
    public static let shoppingList = APIRoute<APINothing, ShoppingList>("GET", "/api/plan/shopping-list")
    public static let bought = APIRoute<BoughtInput, Bought>("POST", "/api/plan/shopping-list/bought")
    /// With `week` in the query: the week as an iCalendar file (text/calendar).
    public static let calendarFile = APIRoute<APINothing, APIFile>("GET", "/api/plan/export.ics")
}
