import Foundation

/// Everything a household made that moves with it to another machine or app: the kitchen,
/// the members with their diets and play, the preferences, favorites, meals, the plan and
/// the shopping list's ticks. What the app learned on this machine (photos of foods, shop
/// words, barcodes), its AI settings and its undo ledgers stay behind; a backup keeps those.
public struct HouseholdSnapshot: Equatable, Sendable {
    /// A member and the play they have earned.
    public struct Member: Equatable, Sendable {
        public var member: HouseholdMember
        public var progress: PlayProgress

        public init(member: HouseholdMember, progress: PlayProgress = .empty) {
            self.member = member
            self.progress = progress
        }
    }

    /// A shopping-list line ticked as bought in a week.
    public struct BoughtItem: Equatable, Sendable {
        public var weekStart: CalendarDay
        public var key: String
        public var boughtAt: Date

        public init(weekStart: CalendarDay, key: String, boughtAt: Date) {
            self.weekStart = weekStart
            self.key = key
            self.boughtAt = boughtAt
        }
    }

    /// The kitchen in its order.
    public var kitchen: [InventoryItem]
    public var members: [Member]
    /// Who is playing on this household's screens.
    public var currentMemberID: UUID?
    public var playTimeZone: String?
    public var diets: DietaryPreferences
    public var ideaPreferences: IdeaPreferences
    public var weekStart: Weekday
    public var favorites: [LunchBoxIdea]
    public var meals: [Meal]
    public var plan: [MealAssignment]
    public var bought: [BoughtItem]

    public init(
        kitchen: [InventoryItem] = [], members: [Member] = [], currentMemberID: UUID? = nil, playTimeZone: String? = nil,
        diets: DietaryPreferences = .none, ideaPreferences: IdeaPreferences = .standard, weekStart: Weekday = .monday,
        favorites: [LunchBoxIdea] = [], meals: [Meal] = [], plan: [MealAssignment] = [], bought: [BoughtItem] = []
    ) {
        self.kitchen = kitchen
        self.members = members
        self.currentMemberID = currentMemberID
        self.playTimeZone = playTimeZone
        self.diets = diets
        self.ideaPreferences = ideaPreferences
        self.weekStart = weekStart
        self.favorites = favorites
        self.meals = meals
        self.plan = plan
        self.bought = bought
    }

    /// True when the household has made nothing yet that an import would replace: no
    /// food, member, favorite, meal or planned day (settings alone do not count).
    public var isEmpty: Bool {
        kitchen.isEmpty && namedMembers.isEmpty && favorites.isEmpty && meals.isEmpty && plan.isEmpty
    }

    /// The members the family made: the one LunchBox makes to keep score before anyone is
    /// added (`HouseholdMember.defaultName`, no diets) is not counted.
    private var namedMembers: [Member] {
        members.filter { $0.member.name != HouseholdMember.defaultName || $0.member.diets != .none }
    }

    /// How much the household has made (the members it named, the days it planned).
    public var counts: HouseholdCounts {
        HouseholdCounts(
            foods: kitchen.count, members: namedMembers.count, favorites: favorites.count, meals: meals.count, plannedDays: Set(plan.map(\.day)).count)
    }

    /// "12 foods, 3 members, 4 favorites, 9 meals and 5 planned days", or "nothing yet".
    public var summary: String {
        counts.summary(.english)
    }
}
