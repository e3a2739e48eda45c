import Foundation

/// A badge a player has, and the day it unlocked.
public struct BadgeUnlock: Codable, Equatable, Sendable {
    public let badge: Badge
    public let day: CalendarDay

    public init(badge: Badge, day: CalendarDay) {
        self.badge = badge
        self.day = day
    }
}
