import Foundation
import LunchBoxCore
import PropertyBased
import Testing

@Suite("Play properties")
struct PlayPropertiesTests {
    // Feature: snapchef, Property 20: For any sequence of play events, no event takes points away: every change gains zero or more and the total is never negative.
    @Test func pointsNeverNegative() async {
        await propertyCheck(count: 200, input: PlayGenerators.timeline) { timeline in
            var previous = 0
            for step in PlayGenerators.play(timeline) {
                #expect(step.change.pointsGained >= 0)
                #expect(step.change.awards.allSatisfy { $0.points >= 0 })
                #expect(step.progress.points >= previous)
                #expect(step.progress.points == previous + step.change.pointsGained)
                previous = step.progress.points
            }
        }
    }

    // Feature: snapchef, Property 21: For any events on one day, the daily check-in is counted (and paid) exactly once.
    @Test func checkInCountsOncePerDay() async {
        await propertyCheck(count: 200, input: PlayGenerators.event.array(of: 1...25)) { events in
            let steps = PlayGenerators.play(events.map { ($0, 0) })
            let checkIns = steps.flatMap(\.change.awards).filter { $0.reason == "Daily check-in" }
            #expect(checkIns.count == 1)
            #expect(checkIns.first?.points == PlayPoints.checkIn)
            let last = try #require(steps.last).progress
            #expect(last.activity(on: PlayGenerators.start).count(.checkIns) == 1)
            #expect(last.streak.length == 1)
        }
    }

    // Feature: snapchef, Property 22: For any run of check-ins on consecutive local days at any time of day (around midnight and across daylight-saving changes in Europe/Stockholm and America/New_York), the streak grows by one each day; after a missed day it is 0 and the next check-in starts again at 1.
    @Test func streakFollowsLocalDaysAcrossDaylightSaving() async throws {
        let zones = ["Europe/Stockholm", "America/New_York"]
        // Spring-forward and fall-back Sundays of 2026 in both zones.
        let changes = [(2026, 3, 29), (2026, 10, 25), (2026, 3, 8), (2026, 11, 1)].compactMap { CalendarDay(year: $0.0, month: $0.1, day: $0.2) }
        let moment = zip(Gen.int(in: 0...23), Gen.element(of: [0, 1, 30, 58, 59]).compactMap { $0 })
        let input = zip(Gen.element(of: zones).compactMap { $0 }, Gen.element(of: changes).compactMap { $0 }, Gen.int(in: 0...8), moment.array(of: 2...14), Gen.int(in: 2...4))
        await propertyCheck(count: 200, input: input) { zone, change, before, moments, gap in
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: zone)!
            let first = change.adding(days: -before)
            var streak = Streak()
            for (index, (hour, minute)) in moments.enumerated() {
                let local = first.adding(days: index)
                let instant = Self.instant(local, hour: hour, minute: minute, in: calendar)
                let day = CalendarDay(instant, in: calendar)
                #expect(day == local, "\(instant) in \(zone) should fall on \(local)")
                let counted = streak.checkIn(on: day)
                #expect(counted)
                // A second check-in the same local day changes nothing.
                let again = streak.checkIn(on: CalendarDay(instant.addingTimeInterval(30), in: calendar))
                #expect(!again)
                #expect(streak.length == index + 1)
                #expect(streak.current(on: day.adding(days: 1)) == index + 1)
            }
            let lastDay = first.adding(days: moments.count - 1)
            #expect(streak.current(on: lastDay.adding(days: gap)) == 0)
            streak.checkIn(on: lastDay.adding(days: gap))
            #expect(streak.length == 1)
            #expect(streak.longest == moments.count)
        }
    }

    // Feature: snapchef, Property 23: For any sequence of play events, no challenge's progress is ever below 0 or above its goal, and every challenge pays within 100-2,000 points.
    @Test func challengeProgressNeverExceedsGoal() async {
        await propertyCheck(count: 200, input: PlayGenerators.timeline) { timeline in
            let rules = PlayRules(playerSeed: "player")
            for step in PlayGenerators.play(timeline) {
                for challenge in rules.challenges(on: step.day, week: PlayGenerators.week(of: step.day), progress: step.progress) {
                    #expect((0...challenge.goal).contains(challenge.progress(in: step.progress)))
                    #expect(PlayPoints.challengeRange.contains(challenge.points))
                }
            }
        }
    }

    // Feature: snapchef, Property 24: For any sequence of play events, each badge unlocks at most once, and an unlocked badge stays unlocked.
    @Test func badgesUnlockOnce() async {
        await propertyCheck(count: 200, input: PlayGenerators.timeline) { timeline in
            let steps = PlayGenerators.play(timeline)
            let unlocked = steps.flatMap(\.change.badgesUnlocked)
            #expect(Set(unlocked).count == unlocked.count)
            var had = Set<Badge>()
            for step in steps {
                let now = Set(step.progress.badges.map(\.badge))
                #expect(now.isSuperset(of: had))
                #expect(now.count == step.progress.badges.count)
                had = now
            }
            #expect(unlocked.count == steps.last?.progress.badges.count)
        }
    }

    // Feature: snapchef, Property 25: For any history, the challenges of a period are the same every time they are made while the period runs.
    @Test func challengesAreDeterministic() async {
        await propertyCheck(count: 100, input: PlayGenerators.timeline) { timeline in
            let steps = PlayGenerators.play(timeline)
            guard let last = steps.last else { return }
            let generator = ChallengeGenerator(playerSeed: "player")
            let week = PlayGenerators.week(of: last.day)
            // Made before and after everything done in this week: the same.
            let atStart = steps.first { week.contains($0.day) }?.progress ?? last.progress
            #expect(generator.weekly(week, progress: atStart).map(\.id) == generator.weekly(week, progress: last.progress).map(\.id))
            #expect(generator.weekly(week, progress: last.progress) == generator.weekly(week, progress: last.progress))
        }
    }

    /// The moment `hour:minute` on `day` in the calendar's time zone (a time skipped by a
    /// daylight-saving change moves forward, staying on the same day).
    private static func instant(_ day: CalendarDay, hour: Int, minute: Int, in calendar: Calendar) -> Date {
        let components = DateComponents(year: day.year, month: day.month, day: day.day, hour: hour, minute: minute)
        return calendar.date(from: components) ?? day.startDate(in: calendar)
    }
}
