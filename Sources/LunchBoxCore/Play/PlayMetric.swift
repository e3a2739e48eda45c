import Foundation

/// What play counts, per day and in all: badges and challenges read these counters.
public enum PlayMetric: String, Codable, CodingKeyRepresentable, CaseIterable, Sendable {
    case checkIns
    case ideas
    case perfectIdeas
    case favorites
    case shares
    case mealsPlanned
    case meatFreeMealsPlanned
    case itemsUsedInTime

    /// The counters one event moves.
    static func counts(of event: PlayEvent) -> [PlayMetric: Int] {
        switch event {
        case .checkIn: [.checkIns: 1]
        case .ideasGenerated(let ideas): [.ideas: ideas.count, .perfectIdeas: ideas.filter(\.isPerfect).count]
        case .favoriteSaved: [.favorites: 1]
        case .ideaShared: [.shares: 1]
        case .mealPlanned(let meatFree, _): [.mealsPlanned: 1, .meatFreeMealsPlanned: meatFree ? 1 : 0]
        case .itemUsedUp(let inTime): [.itemsUsedInTime: inTime ? 1 : 0]
        }
    }
}
