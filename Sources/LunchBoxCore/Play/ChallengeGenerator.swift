import Foundation

/// Makes a player's challenges for a day or a week from what they did in the four weeks
/// before it: one that keeps up what they do most (with a goal a little above their
/// habit), one that tries what they do least, and for a week one more picked by a seed.
///
/// Deterministic: the same player, period and history always give the same challenges,
/// and only days before the period are read, so a challenge never changes while it runs.
public struct ChallengeGenerator: Sendable {
    /// Days of history read before a period.
    public static let historyDays = 28
    private let playerSeed: String

    /// `playerSeed` varies challenges between players (their id).
    public init(playerSeed: String) {
        self.playerSeed = playerSeed
    }

    public func daily(on day: CalendarDay, progress: PlayProgress) -> [Challenge] {
        let templates = ChallengeTemplate.all.filter { $0.dailyGoal != nil }
        return make(period: .daily, days: day...day, templates: templates, count: 2, progress: progress)
    }

    public func weekly(_ week: ClosedRange<CalendarDay>, progress: PlayProgress) -> [Challenge] {
        make(period: .weekly, days: week, templates: ChallengeTemplate.all, count: 3, progress: progress)
    }

    private func make(
        period: Challenge.Period, days: ClosedRange<CalendarDay>, templates: [ChallengeTemplate], count: Int, progress: PlayProgress
    )
        -> [Challenge]
    {
        let start = days.lowerBound
        let history = start.adding(days: -Self.historyDays)...start.adding(days: -1)
        var random = SeededRandom(seed: Self.hash("\(playerSeed)|\(period.rawValue)|\(start.isoString)"))
        // Shuffle first so ties between equally-done metrics fall to the seed.
        let ranked = templates.shuffled(using: &random).map { ($0, progress.count($0.metric, in: history)) }
        var chosen: [(ChallengeTemplate, Int)] = []
        if let most = ranked.max(by: { $0.1 < $1.1 }) { chosen.append(most) }
        if let least = ranked.filter({ $0.0.metric != chosen.first?.0.metric }).min(by: { $0.1 < $1.1 }) { chosen.append(least) }
        let rest = ranked.filter { candidate in !chosen.contains { $0.0.metric == candidate.0.metric } }
        chosen.append(contentsOf: rest.prefix(max(0, count - chosen.count)))
        let periodsInHistory = period == .daily ? Self.historyDays : Self.historyDays / 7
        return chosen.prefix(count).map { template, done in
            let base = (period == .daily ? template.dailyGoal : nil) ?? template.weeklyGoal
            // A little above the habit: half again the average, between the base and three times it.
            let habit = Int((Double(done) / Double(periodsInHistory) * 1.5).rounded(.up))
            let goal = min(base * 3, max(base, habit))
            return Challenge(
                period: period, metric: template.metric, goal: goal, points: goal * template.pointsPerUnit,
                title: template.title(goal: goal, period: period), days: days)
        }
    }

    /// FNV-1a: stable across runs and machines, unlike `Hasher`.
    static func hash(_ text: String) -> UInt64 {
        text.utf8.reduce(0xcbf2_9ce4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01b3 }
    }
}
