import Foundation
import LunchBoxCore
import PropertyBased

/// Random play events and days for the play properties.
enum PlayGenerators {
    static var quality: Generator<IdeaQuality, some SendableSequenceType> {
        zip(Gen.int(in: 0...6), Gen.bool(), Gen.bool(), Gen.bool()).map { count, soon, onlyKitchen, guardOK in
            IdeaQuality(kitchenItemsUsed: count, usesUseSoonItem: soon, onlyKitchenItems: onlyKitchen, passesDietaryGuard: guardOK)
        }
    }

    static var event: Generator<PlayEvent, some SendableSequenceType> {
        zip(Gen.int(in: 0...6), quality.array(of: 0...6), Gen.bool(), Gen.int(in: 1...7)).map { kind, ideas, flag, days -> PlayEvent in
            switch kind {
            case 0: .checkIn
            case 1: .ideasGenerated(ideas)
            case 2: .favoriteSaved
            case 3: .ideaShared
            case 4: .mealPlanned(meatFree: flag, plannedDaysInWeek: days)
            case 5: .itemUsedUp(beforeBestBefore: flag)
            default: .ideasGenerated(ideas)
            }
        }
    }

    /// Events each with how many days after the previous one it happens (mostly the same
    /// day or the next, sometimes after a gap).
    static var timeline: Generator<[(PlayEvent, Int)], some SendableSequenceType> {
        zip(event, Gen.element(of: [0, 0, 0, 1, 1, 2, 5]).compactMap { $0 }).map { ($0, $1) }.array(of: 1...60)
    }

    static let start = CalendarDay(year: 2026, month: 3, day: 2)!

    /// Applies the timeline from `start`, each week Monday to Sunday; returns every change
    /// and the progress after each event.
    static func play(_ timeline: [(PlayEvent, Int)], seed: String = "player") -> [(change: PlayChange, progress: PlayProgress, day: CalendarDay)] {
        let rules = PlayRules(playerSeed: seed)
        var progress = PlayProgress.empty
        var day = start
        return timeline.map { event, gap in
            day = day.adding(days: gap)
            let change = rules.apply(event, on: day, week: week(of: day), to: &progress)
            return (change, progress, day)
        }
    }

    static func week(of day: CalendarDay) -> ClosedRange<CalendarDay> {
        let monday = day.adding(days: 1 - day.isoWeekday)
        return monday...monday.adding(days: 6)
    }
}
