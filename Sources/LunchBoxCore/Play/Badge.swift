import Foundation

/// A badge for a real milestone. Each unlocks once per player, on the day it is earned.
public enum Badge: String, Codable, CaseIterable, Sendable {
    case firstIdea
    case tenIdeas
    case fiftyIdeas
    case hundredIdeas
    case perfectIdea
    case firstFavorite
    case firstShare
    case firstPlannedWeek
    case usedItUp
    case tenUsedUp
    case weekStreak
    case monthStreak

    /// Days of a week with a meal that make a planned week.
    public static let plannedWeekDays = 5

    public var rarity: BadgeRarity {
        switch self {
        case .firstIdea, .tenIdeas, .firstFavorite, .firstShare, .usedItUp: .common
        case .fiftyIdeas, .perfectIdea, .firstPlannedWeek, .weekStreak: .rare
        case .hundredIdeas, .tenUsedUp: .epic
        case .monthStreak: .legendary
        }
    }

    public var title: String {
        switch self {
        case .firstIdea: "First idea"
        case .tenIdeas: "Ten ideas"
        case .fiftyIdeas: "Fifty ideas"
        case .hundredIdeas: "A hundred ideas"
        case .perfectIdea: "Perfect idea"
        case .firstFavorite: "First favorite"
        case .firstShare: "First share"
        case .firstPlannedWeek: "Planned week"
        case .usedItUp: "Used it up"
        case .tenUsedUp: "Waste fighter"
        case .weekStreak: "Week streak"
        case .monthStreak: "Month streak"
        }
    }

    public var emoji: String {
        switch self {
        case .firstIdea: "💡"
        case .tenIdeas: "🔟"
        case .fiftyIdeas: "🍱"
        case .hundredIdeas: "💯"
        case .perfectIdea: "🌟"
        case .firstFavorite: "⭐"
        case .firstShare: "📤"
        case .firstPlannedWeek: "🗓️"
        case .usedItUp: "🥕"
        case .tenUsedUp: "♻️"
        case .weekStreak: "🔥"
        case .monthStreak: "🏆"
        }
    }

    /// How to earn it.
    public var detail: String {
        switch self {
        case .firstIdea: "Get your first lunch idea."
        case .tenIdeas: "Get 10 ideas."
        case .fiftyIdeas: "Get 50 ideas."
        case .hundredIdeas: "Get 100 ideas."
        case .perfectIdea: "Get a perfect idea: only kitchen food, fits your diet, uses something to use soon."
        case .firstFavorite: "Save an idea to favorites."
        case .firstShare: "Share an idea."
        case .firstPlannedWeek: "Plan meals on \(Self.plannedWeekDays) days of one week."
        case .usedItUp: "Use up a kitchen item before its best-before date."
        case .tenUsedUp: "Use up 10 kitchen items before their best-before dates."
        case .weekStreak: "Visit 7 days in a row."
        case .monthStreak: "Visit 30 days in a row."
        }
    }

    /// Whether `progress` has earned it (whether or not it is already unlocked).
    public func isEarned(by progress: PlayProgress) -> Bool {
        switch self {
        case .firstIdea: progress.total(.ideas) >= 1
        case .tenIdeas: progress.total(.ideas) >= 10
        case .fiftyIdeas: progress.total(.ideas) >= 50
        case .hundredIdeas: progress.total(.ideas) >= 100
        case .perfectIdea: progress.total(.perfectIdeas) >= 1
        case .firstFavorite: progress.total(.favorites) >= 1
        case .firstShare: progress.total(.shares) >= 1
        case .firstPlannedWeek: progress.mostDaysPlannedInAWeek >= Self.plannedWeekDays
        case .usedItUp: progress.total(.itemsUsedInTime) >= 1
        case .tenUsedUp: progress.total(.itemsUsedInTime) >= 10
        case .weekStreak: progress.longestStreak >= 7
        case .monthStreak: progress.longestStreak >= 30
        }
    }
}
