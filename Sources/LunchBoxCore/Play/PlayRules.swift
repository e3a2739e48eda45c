import Foundation

/// The play rules, as one pure function: an event on a day changes a player's progress
/// and says what it earned. The point values are `PlayPoints`; see `IdeaQuality` for
/// what makes an idea good or perfect.
public struct PlayRules: Sendable {
    private let generator: ChallengeGenerator

    /// `playerSeed` (the player's id) varies the challenges between players.
    public init(playerSeed: String) {
        generator = ChallengeGenerator(playerSeed: playerSeed)
    }

    /// Today's challenges, then this week's.
    public func challenges(on day: CalendarDay, week: ClosedRange<CalendarDay>, progress: PlayProgress) -> [Challenge] {
        generator.daily(on: day, progress: progress) + generator.weekly(week, progress: progress)
    }

    /// Applies `event`, done on `day` (in the player's time zone) of `week`. The first
    /// event of a day also checks in; a check-in counts once a day.
    public func apply(_ event: PlayEvent, on day: CalendarDay, week: ClosedRange<CalendarDay>, to progress: inout PlayProgress) -> PlayChange {
        var change = PlayChange(levelBefore: progress.level.level)
        if progress.streak.checkIn(on: day) {
            progress.record([.checkIns: 1], on: day)
            change.awards.append(.init(reason: "Daily check-in", points: PlayPoints.checkIn))
            if let bonus = PlayPoints.streakBonuses[progress.streak.length] {
                change.awards.append(.init(reason: "\(progress.streak.length)-day streak", points: bonus))
            }
        }
        change.awards += record(event, on: day, to: &progress)
        progress.addPoints(change.pointsGained)
        for challenge in challenges(on: day, week: week, progress: progress)
        where !progress.completedChallenges.contains(challenge.id) && challenge.isDone(in: progress) {
            progress.completedChallenges = Array((progress.completedChallenges + [challenge.id]).suffix(PlayProgress.keptChallenges))
            progress.addPoints(challenge.points)
            change.awards.append(.init(reason: "Challenge: \(challenge.title)", points: challenge.points))
            change.challengesCompleted.append(challenge)
            progress.addNews(.challengeDone(metric: challenge.metric, goal: challenge.goal, period: challenge.period, points: challenge.points))
        }
        for badge in Badge.allCases where !progress.hasBadge(badge) && badge.isEarned(by: progress) {
            progress.badges.append(BadgeUnlock(badge: badge, day: day))
            change.badgesUnlocked.append(badge)
            progress.addNews(.badgeUnlocked(badge))
        }
        change.levelAfter = progress.level.level
        if change.leveledUp { progress.addNews(.levelReached(change.levelAfter)) }
        return change
    }

    /// Counts the event and returns the points it earns (the check-in is done before).
    private func record(_ event: PlayEvent, on day: CalendarDay, to progress: inout PlayProgress) -> [PlayChange.Award] {
        let counts = PlayMetric.counts(of: event)
        switch event {
        case .checkIn:
            return []
        case .ideasGenerated(let ideas):
            let earned = ideas.reduce(0) { $0 + $1.points }
            let room = max(0, PlayPoints.dailyIdeaCap - progress.activity(on: day).ideaPoints)
            let granted = min(earned, room)
            progress.record(counts, ideaPoints: granted, on: day)
            guard granted > 0 else { return [] }
            return [.init(reason: ideas.count == 1 ? "1 idea" : "\(ideas.count) ideas", points: granted)]
        case .mealPlanned(_, let plannedDays):
            progress.mostDaysPlannedInAWeek = max(progress.mostDaysPlannedInAWeek, plannedDays)
            progress.record(counts, on: day)
            return []
        case .favoriteSaved, .ideaShared, .itemUsedUp:
            progress.record(counts, on: day)
            return []
        }
    }
}
