import Foundation
import LunchBoxCore

/// `/play`: points, level, streak, challenges, badges, the household board and the
/// players, and how points work.
struct PlayPage: Page {
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
    let longestStreak: Int
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

    init(summary: PlaySummary, justEarned: PlayChange, words: Wording) {
        playerName = summary.player.name
        points = summary.points
        level = summary.level
        pointsIntoLevel = summary.levelProgress.pointsIntoLevel
        pointsPerLevel = summary.levelProgress.pointsPerLevel
        pointsToNextLevel = summary.levelProgress.pointsToNextLevel
        streak = summary.streak
        longestStreak = summary.longestStreak
        timeZone = summary.timeZone
        unlockedCount = summary.unlockedBadgeCount
        badgeCount = summary.badges.count
        badges = summary.badges.map {
            Badge(
                title: $0.title(words), emoji: $0.emoji, detail: $0.detail(words), rarity: $0.rarity.label(words),
                rarityClass: $0.rarity.rawValue, unlocked: $0.isUnlocked, unlockedOn: $0.unlockedOn.map(words.day) ?? "")
        }
        challenges = summary.challenges.map { status in
            Challenge(
                title: status.title(words),
                period: words("play.period.\(status.period.rawValue)"), goal: status.goal, progress: status.progress, points: status.points, done: status.isDone)
        }
        board = summary.board.map { Row(rank: $0.rank, name: $0.name, points: $0.points, level: $0.level, badges: $0.badges, isCurrent: $0.isCurrent) }
        players = summary.board.map { Option(id: $0.playerID.uuidString, name: $0.name, selected: $0.isCurrent) }
        rules = Self.rules(words)
        self.justEarned = justEarned.summary(words)
    }

    func title(_ words: Wording) -> String { words("play.title") }
    var section: PageChrome.Section { .play }

    func content(csrf: String, words: Wording) -> HTML {
        """
        <section class="card play-head" aria-labelledby="play-title">
          <h1 id="play-title"><span aria-hidden="true">🏆</span> \(playerName)</h1>
          \(html: justEarned.map { #"<p class="flash success" role="status">\#(words("play.checkedIn", $0))</p>"# })
          <p class="play-stats">
            <span><strong id="play-points">\(points)</strong> \(words.counting("play.stats.points", points))</span>
            <span>\(words("play.stats.level")) <strong id="play-level">\(level)</strong></span>
            <span><span aria-hidden="true">🔥</span> <strong id="play-streak">\(streak)</strong>\(words.counting("play.stats.streak", streak))</span>
          </p>
          <label for="level-progress">\(words("play.levelProgress", level, pointsIntoLevel, pointsPerLevel, pointsToNextLevel))</label>
          <progress id="level-progress" max="\(pointsPerLevel)" value="\(pointsIntoLevel)">\(words("play.ofGoal", pointsIntoLevel, pointsPerLevel))</progress>
          <p class="muted small">\(words.counting("play.longestStreak", longestStreak)) \(words("play.daysCountIn", TimeWording.zoneName(TimeZone(identifier: timeZone) ?? .gmt))) \(words("play.staysHere"))</p>
        </section>

        <section class="card" aria-labelledby="challenges-title">
          <h2 id="challenges-title">\(words("play.challenges"))</h2>
          <ul class="play-challenges">
            \(challenges.map { Self.challenge($0, words) })
          </ul>
        </section>

        <section class="card" aria-labelledby="badges-title">
          <h2 id="badges-title">\(words("play.badges")) <span class="muted small">\(words("play.ofGoal", unlockedCount, badgeCount))</span></h2>
          <ul class="badge-grid">
            \(badges.map { Self.badge($0, words) })
          </ul>
        </section>

        <section class="card" aria-labelledby="board-title">
          <h2 id="board-title">\(words("play.boardTitle"))</h2>
          <table class="play-board">
            <thead><tr><th scope="col">#</th><th scope="col">\(words("play.board.player"))</th><th scope="col">\(words("play.board.points"))</th><th scope="col">\(words("play.board.level"))</th><th scope="col">\(words("play.board.badges"))</th></tr></thead>
            <tbody>
              \(board.map { Self.row($0, words) })
            </tbody>
          </table>
          \(playerForm(csrf: csrf, words: words))
        </section>

        <section class="card" aria-labelledby="rules-title">
          <h2 id="rules-title">\(words("play.rulesTitle"))</h2>
          <table class="play-rules">
            <thead><tr><th scope="col">\(words("play.rules.for"))</th><th scope="col">\(words("play.board.points"))</th></tr></thead>
            <tbody>\(rules.map { "<tr><td>\($0.action)</td><td>\($0.points)</td></tr>" as HTML })</tbody>
          </table>
          <form method="post" action="/play/time-zone" class="row play-form">
            \(.csrfField(csrf))
            <label for="play-time-zone">\(words("play.timeZone"))</label>
            <input type="text" id="play-time-zone" name="timeZone" class="grow" value="\(timeZone)" maxlength="60" autocomplete="off">
            <button type="submit" class="quiet">\(words("play.save"))</button>
          </form>
        </section>
        """
    }

    private static func challenge(_ challenge: Challenge, _ words: Wording) -> HTML {
        """
        <li class="\(challenge.done ? "done" : "")">
          <span class="pill quiet">\(challenge.period)</span> <span>\(challenge.title)</span> <span class="muted">\(words.counting("play.plusPoints", challenge.points))</span>
          <progress max="\(challenge.goal)" value="\(challenge.progress)" aria-label="\(words("play.challengeProgress", challenge.title, challenge.progress, challenge.goal))">\(words("play.ofGoal", challenge.progress, challenge.goal))</progress>
          <span class="small">\(challenge.progress) / \(challenge.goal)\(if: challenge.done, #" <span aria-hidden="true">✅</span> \#(words("play.done"))"#)</span>
        </li>
        """
    }

    private static func badge(_ badge: Badge, _ words: Wording) -> HTML {
        """
        <li class="badge \(badge.rarityClass) \(badge.unlocked ? "unlocked" : "locked")" data-badge="\(badge.title)">
          <span class="badge-emoji" aria-hidden="true">\(badge.unlocked ? badge.emoji : "🔒")</span>
          <strong>\(badge.title)</strong>
          <span class="pill rarity">\(badge.rarity)</span>
          <span class="small">\(badge.unlocked ? words("play.unlockedOn", badge.unlockedOn) : words("play.locked", badge.detail))</span>
        </li>
        """
    }

    private static func row(_ row: Row, _ words: Wording) -> HTML {
        let playing: HTML = row.isCurrent ? #" <span class="muted small">\#(words("play.playing"))</span>"# : .empty
        return """
            <tr\(if: row.isCurrent, #" aria-current="true" class="current""#)><td>\(row.rank)</td><th scope="row">\(row.name)\(playing)</th><td>\(row.points)</td><td>\(row.level)</td><td>\(row.badges)</td></tr>
            """
    }

    /// Who is playing, chosen from the household's members (added and renamed on the
    /// household page, the one place people are kept).
    private func playerForm(csrf: String, words: Wording) -> HTML {
        let options = players.map { #"<option value="\#($0.id)"\#(if: $0.selected, " selected")>\#($0.name)</option>"# as HTML }
        return """
            <form method="post" action="/play/players/current" class="row play-form">
              \(.csrfField(csrf))
              <label for="switch-player">\(words("play.whoIsPlaying"))</label>
              <select id="switch-player" name="player">\(options)</select>
              <button type="submit">\(words("play.switch"))</button>
            </form>
            <p class="muted small">\(words("play.addPeople")) <a href="/household">\(words("play.householdPage"))</a>\(words("play.householdPageAfter"))</p>
            """
    }

    /// What earns points, from `PlayPoints`.
    static func rules(_ words: Wording) -> [Rule] {
        let plus = { (points: Int) in words("play.rules.plus", points) }
        let streaks = PlayPoints.streakBonuses.sorted { $0.key < $1.key }.map { Rule(action: words("play.rules.streakDay", $0.key), points: plus($0.value)) }
        let challenge = words(
            "play.rules.range", PlayWords.number(PlayPoints.challengeRange.lowerBound, words), PlayWords.number(PlayPoints.challengeRange.upperBound, words))
        return [
            Rule(action: words("play.rules.idea"), points: "\(PlayPoints.idea)"),
            Rule(action: words("play.rules.richKitchen", PlayPoints.richKitchenItemCount), points: plus(PlayPoints.qualityBonus)),
            Rule(action: words("play.rules.useSoon"), points: plus(PlayPoints.qualityBonus)),
            Rule(action: words("play.rules.perfect"), points: "\(PlayPoints.perfectIdea)"),
            Rule(action: words("play.rules.dailyCap"), points: "\(PlayPoints.dailyIdeaCap)"),
            Rule(action: words("play.rules.checkIn"), points: "\(PlayPoints.checkIn)"),
        ] + streaks + [
            Rule(action: words("play.rules.challenge"), points: challenge),
            Rule(action: words("play.rules.level"), points: words("play.rules.every", PlayWords.number(PlayPoints.perLevel, words))),
        ]
    }
}
