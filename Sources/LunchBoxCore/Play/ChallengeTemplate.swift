import Foundation

/// The kinds of challenge, per metric: the smallest goal in a day and in a week, and the
/// points each unit of the goal is worth.
struct ChallengeTemplate: Sendable {
    let metric: PlayMetric
    let dailyGoal: Int?
    let weeklyGoal: Int
    let pointsPerUnit: Int

    static let all: [ChallengeTemplate] = [
        ChallengeTemplate(metric: .checkIns, dailyGoal: nil, weeklyGoal: 5, pointsPerUnit: 150),
        ChallengeTemplate(metric: .ideas, dailyGoal: 5, weeklyGoal: 20, pointsPerUnit: 20),
        ChallengeTemplate(metric: .perfectIdeas, dailyGoal: 1, weeklyGoal: 3, pointsPerUnit: 300),
        ChallengeTemplate(metric: .favorites, dailyGoal: 1, weeklyGoal: 3, pointsPerUnit: 100),
        ChallengeTemplate(metric: .shares, dailyGoal: 1, weeklyGoal: 2, pointsPerUnit: 200),
        ChallengeTemplate(metric: .mealsPlanned, dailyGoal: 1, weeklyGoal: 5, pointsPerUnit: 100),
        ChallengeTemplate(metric: .meatFreeMealsPlanned, dailyGoal: nil, weeklyGoal: 3, pointsPerUnit: 200),
        ChallengeTemplate(metric: .itemsUsedInTime, dailyGoal: 1, weeklyGoal: 2, pointsPerUnit: 200),
    ]

    func title(goal: Int, period: Challenge.Period) -> String {
        Self.title(metric, goal: goal, period: period)
    }

    /// The English title the API and stored news carry; faces word a challenge with
    /// `Challenge.title(_:goal:period:_:)`.
    static func title(_ metric: PlayMetric, goal: Int, period: Challenge.Period) -> String {
        let when = period == .daily ? "today" : "this week"
        switch metric {
        case .checkIns: return "Check in on \(goal) days \(when)"
        case .ideas: return "Get \(goal) ideas \(when)"
        case .perfectIdeas: return goal == 1 ? "Get a perfect idea \(when)" : "Get \(goal) perfect ideas \(when)"
        case .favorites: return goal == 1 ? "Save a favorite \(when)" : "Save \(goal) favorites \(when)"
        case .shares: return goal == 1 ? "Share an idea \(when)" : "Share \(goal) ideas \(when)"
        case .mealsPlanned: return goal == 1 ? "Plan a meal \(when)" : "Plan \(goal) meals \(when)"
        case .meatFreeMealsPlanned: return "Pack \(goal) lunches without meat \(when)"
        case .itemsUsedInTime: return goal == 1 ? "Use an item before its date \(when)" : "Use \(goal) items before their date \(when)"
        }
    }
}
