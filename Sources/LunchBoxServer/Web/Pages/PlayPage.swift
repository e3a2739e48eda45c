import Foundation
import LunchBoxCore

/// `/play`: points, level, streak, challenges, badges, the household board and the
/// players, and how points work.
struct PlayPage: UntranslatedPage {
    struct Badge: Sendable {
        let title: String
        let emoji: String
        let detail: String
        let rarity: String
        let rarityClass: String
        let unlocked: Bool
        let unlockedOn: String
    }

    struct Challenge: Sendable {
        let title: String
        let period: String
        let goal: Int
        let progress: Int
        let points: Int
        let done: Bool
    }

    struct Row: Sendable {
        let rank: Int
        let name: String
        let points: Int
        let level: Int
        let badges: Int
        let isCurrent: Bool
    }

    struct Option: Sendable {
        let id: String
        let name: String
        let selected: Bool
    }

    struct Rule: Sendable {
        let action: String
        let points: String
    }

    let playerName: String
    let points: Int
    let level: Int
    let pointsIntoLevel: Int
    let pointsPerLevel: Int
    let pointsToNextLevel: Int
    let streak: Int
    /// "1 day", "12 days".
    let longestStreakText: String
    let timeZone: String
    let unlockedCount: Int
    let badgeCount: Int
    let badges: [Badge]
    let challenges: [Challenge]
    let board: [Row]
    let players: [Option]
    let rules: [Rule]
    /// What this visit earned ("+50 points"), if anything.
    let justEarned: String?

    init(summary: PlaySummary, justEarned: PlayChange) {
        playerName = summary.player.name
        points = summary.points
        level = summary.level
        pointsIntoLevel = summary.levelProgress.pointsIntoLevel
        pointsPerLevel = summary.levelProgress.pointsPerLevel
        pointsToNextLevel = summary.levelProgress.pointsToNextLevel
        streak = summary.streak
        longestStreakText = Streak.days(summary.longestStreak)
        timeZone = summary.timeZone
        unlockedCount = summary.unlockedBadgeCount
        badgeCount = summary.badges.count
        badges = summary.badges.map {
            Badge(
                title: $0.title, emoji: $0.emoji, detail: $0.detail, rarity: $0.rarity.label, rarityClass: $0.rarity.rawValue, unlocked: $0.isUnlocked,
                unlockedOn: $0.unlockedOn?.isoString ?? "")
        }
        challenges = summary.challenges.map {
            Challenge(title: $0.title, period: $0.period == .daily ? "Today" : "This week", goal: $0.goal, progress: $0.progress, points: $0.points, done: $0.isDone)
        }
        board = summary.board.map { Row(rank: $0.rank, name: $0.name, points: $0.points, level: $0.level, badges: $0.badges, isCurrent: $0.isCurrent) }
        players = summary.board.map { Option(id: $0.playerID.uuidString, name: $0.name, selected: $0.isCurrent) }
        rules = Self.rules
        self.justEarned = justEarned.summary
    }

    var title: String { "Play" }
    var section: PageChrome.Section { .play }

    func content(csrf: String) -> HTML {
        """
        <section class="card play-head" aria-labelledby="play-title">
          <h1 id="play-title"><span aria-hidden="true">🏆</span> \(playerName)</h1>
          \(html: justEarned.map { #"<p class="flash success" role="status">Checked in: \#($0)</p>"# })
          <p class="play-stats">
            <span><strong id="play-points">\(points)</strong> points</span>
            <span>Level <strong id="play-level">\(level)</strong></span>
            <span><span aria-hidden="true">🔥</span> <strong id="play-streak">\(streak)</strong>-day streak</span>
          </p>
          <label for="level-progress">Level \(level): \(pointsIntoLevel) of \(pointsPerLevel) points (\(pointsToNextLevel) to the next level)</label>
          <progress id="level-progress" max="\(pointsPerLevel)" value="\(pointsIntoLevel)">\(pointsIntoLevel) of \(pointsPerLevel)</progress>
          <p class="muted small">Longest streak: \(longestStreakText). Days count in \(TimeWording.zoneName(TimeZone(identifier: timeZone) ?? .gmt)). Nothing here leaves this computer.</p>
        </section>

        <section class="card" aria-labelledby="challenges-title">
          <h2 id="challenges-title">Challenges</h2>
          <ul class="play-challenges">
            \(challenges.map(Self.challenge))
          </ul>
        </section>

        <section class="card" aria-labelledby="badges-title">
          <h2 id="badges-title">Badges <span class="muted small">\(unlockedCount) of \(badgeCount)</span></h2>
          <ul class="badge-grid">
            \(badges.map(Self.badge))
          </ul>
        </section>

        <section class="card" aria-labelledby="board-title">
          <h2 id="board-title">Household board</h2>
          <table class="play-board">
            <thead><tr><th scope="col">#</th><th scope="col">Player</th><th scope="col">Points</th><th scope="col">Level</th><th scope="col">Badges</th></tr></thead>
            <tbody>
              \(board.map(Self.row))
            </tbody>
          </table>
          \(playerForm(csrf: csrf))
        </section>

        <section class="card" aria-labelledby="rules-title">
          <h2 id="rules-title">How points work</h2>
          <table class="play-rules">
            <thead><tr><th scope="col">For</th><th scope="col">Points</th></tr></thead>
            <tbody>\(rules.map { "<tr><td>\($0.action)</td><td>\($0.points)</td></tr>" as HTML })</tbody>
          </table>
          <form method="post" action="/play/time-zone" class="row play-form">
            \(.csrfField(csrf))
            <label for="play-time-zone">Time zone for days and streaks</label>
            <input type="text" id="play-time-zone" name="timeZone" class="grow" value="\(timeZone)" maxlength="60" autocomplete="off">
            <button type="submit" class="quiet">Save</button>
          </form>
        </section>
        """
    }

    private static func challenge(_ challenge: Challenge) -> HTML {
        """
        <li class="\(challenge.done ? "done" : "")">
          <span class="pill quiet">\(challenge.period)</span> <span>\(challenge.title)</span> <span class="muted">+\(challenge.points) points</span>
          <progress max="\(challenge.goal)" value="\(challenge.progress)" aria-label="\(challenge.title): \(challenge.progress) of \(challenge.goal)">\(challenge.progress) of \(challenge.goal)</progress>
          <span class="small">\(challenge.progress) / \(challenge.goal)\(if: challenge.done, #" <span aria-hidden="true">✅</span> Done"#)</span>
        </li>
        """
    }

    private static func badge(_ badge: Badge) -> HTML {
        """
        <li class="badge \(badge.rarityClass) \(badge.unlocked ? "unlocked" : "locked")" data-badge="\(badge.title)">
          <span class="badge-emoji" aria-hidden="true">\(badge.unlocked ? badge.emoji : "🔒")</span>
          <strong>\(badge.title)</strong>
          <span class="pill rarity">\(badge.rarity)</span>
          <span class="small">\(badge.unlocked ? "Unlocked \(badge.unlockedOn)" : "Locked: \(badge.detail)")</span>
        </li>
        """
    }

    private static func row(_ row: Row) -> HTML {
        let playing: HTML = row.isCurrent ? #" <span class="muted small">(playing)</span>"# : .empty
        return """
            <tr\(if: row.isCurrent, #" aria-current="true" class="current""#)><td>\(row.rank)</td><th scope="row">\(row.name)\(playing)</th><td>\(row.points)</td><td>\(row.level)</td><td>\(row.badges)</td></tr>
            """
    }

    /// Who is playing, chosen from the household's members (added and renamed on the
    /// household page, the one place people are kept).
    private func playerForm(csrf: String) -> HTML {
        let options = players.map { #"<option value="\#($0.id)"\#(if: $0.selected, " selected")>\#($0.name)</option>"# as HTML }
        return """
            <form method="post" action="/play/players/current" class="row play-form">
              \(.csrfField(csrf))
              <label for="switch-player">Who is playing</label>
              <select id="switch-player" name="player">\(options)</select>
              <button type="submit">Switch</button>
            </form>
            <p class="muted small">Add or rename people on the <a href="/household">Household</a> page.</p>
            """
    }

    static let rules: [Rule] =
        [
            Rule(action: "Each idea shown", points: "\(PlayPoints.idea)"),
            Rule(action: "… using \(PlayPoints.richKitchenItemCount)+ kitchen items", points: "+\(PlayPoints.qualityBonus)"),
            Rule(action: "… using something to use soon", points: "+\(PlayPoints.qualityBonus)"),
            Rule(action: "A perfect idea (only kitchen food, fits your diet, uses something to use soon)", points: "\(PlayPoints.perfectIdea)"),
            Rule(action: "Ideas in one day, at most", points: "\(PlayPoints.dailyIdeaCap)"),
            Rule(action: "Daily check-in", points: "\(PlayPoints.checkIn)"),
        ] + PlayPoints.streakBonuses.sorted { $0.key < $1.key }.map { Rule(action: "Streak day \($0.key)", points: "+\($0.value)") } + [
            Rule(action: "A challenge", points: "\(PlayPoints.challengeRange.lowerBound)–\(grouped(PlayPoints.challengeRange.upperBound))"),
            Rule(action: "A new level", points: "every \(grouped(PlayPoints.perLevel))"),
        ]

    /// "2,000": thousands grouped the same way whatever the machine's locale.
    private static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        return digits.enumerated().map { index, digit in
            (index > 0 && (digits.count - index) % 3 == 0 ? "," : "") + String(digit)
        }.joined()
    }
}
