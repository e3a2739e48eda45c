import Foundation

/// Something a person did that play counts. The use cases report these; `PlayRules`
/// turns them into points, badges and challenge progress.
public enum PlayEvent: Equatable, Sendable {
    /// A visit to the play page, or the first action of a day: counts once a day.
    case checkIn
    /// A batch of ideas was shown; one quality per idea that passed the dietary guard.
    case ideasGenerated([IdeaQuality])
    case favoriteSaved
    case ideaShared
    /// A meal was planned on a day. `meatFree` when nothing in it is meat, poultry or
    /// fish; `plannedDaysInWeek` is how many days of that week now have a meal.
    case mealPlanned(meatFree: Bool, plannedDaysInWeek: Int)
    /// A kitchen item left the kitchen; `beforeBestBefore` when it had a best-before
    /// date that had not passed yet (it was used up in time).
    case itemUsedUp(beforeBestBefore: Bool)
}
