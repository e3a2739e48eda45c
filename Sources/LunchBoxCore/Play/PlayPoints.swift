import Foundation

/// The point rules, in one place. `PlayRules` applies them; the README and the play page
/// show this table.
public enum PlayPoints {
    /// Each shown idea.
    public static let idea = 10
    /// Added for an idea using `richKitchenItemCount` or more kitchen items, and again
    /// for one using an item to use soon.
    public static let qualityBonus = 5
    public static let richKitchenItemCount = 3
    /// A perfect idea (see `IdeaQuality`), instead of the above.
    public static let perfectIdea = 50
    /// Ideas earn at most this much a day, so asking again and again is not a game.
    public static let dailyIdeaCap = 300
    /// The first visit or action of a day.
    public static let checkIn = 50
    /// Reaching these streak lengths (days in a row) earns these bonuses.
    public static let streakBonuses: [Int: Int] = [3: 50, 7: 150, 30: 500]
    /// A challenge earns between these.
    public static let challengeRange = 100...2_000
    /// Points per level: level 1 is 0-999 points, level 2 from 1,000, and so on.
    public static let perLevel = 1_000
}
