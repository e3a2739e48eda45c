import Foundation
import LunchBoxCore
import LunchBoxTesting
import PropertyBased
import Testing

@Suite("Backup retention")
struct BackupRetentionTests {
    private static var utc: Calendar { TestUseCases.utc }

    /// Backups at random times over two months: the newest is kept, each of the last seven
    /// days with a backup keeps its newest, and no more than 7 + 4 are kept.
    @Test func theNewestOfEachRecentDayIsKeptAndNoMore() async {
        let hours = Gen.int(in: 0...(60 * 24)).array(of: 1...80)
        await propertyCheck(count: 200, input: hours) { hours in
            let dates = hours.map { TestUseCases.monday.addingTimeInterval(Double($0) * 3600) }
            let kept = BackupRetention().kept(dates, calendar: Self.utc)
            #expect(kept.contains(dates.max()!))
            #expect(kept.count <= 11)
            #expect(kept.isSubset(of: Set(dates)))
            let days = Dictionary(grouping: dates) { Self.utc.startOfDay(for: $0) }
            for day in days.keys.sorted(by: >).prefix(7) {
                #expect(kept.contains(days[day]!.max()!), "the newest of \(day)")
            }
            // Of one day, only its newest is kept.
            let keptDays = Dictionary(grouping: kept) { Self.utc.startOfDay(for: $0) }
            #expect(keptDays.values.allSatisfy { $0.count == 1 })
        }
    }

    @Test func aBackupADayForTwoMonthsKeepsSevenDaysAndFourWeeks() {
        let dates = (0..<60).map { TestUseCases.monday.addingTimeInterval(Double($0) * 86_400) }
        let kept = BackupRetention().kept(dates, calendar: Self.utc).sorted()
        // Day 0 is Monday 23 November; weeks start on Sunday in this calendar. The last
        // seven days (53 to 59), and the newest of each of the last four weeks: Thursday 59
        // and Saturday 54 are among the seven, then Saturdays 47 and 40.
        #expect(kept == [40, 47, 53, 54, 55, 56, 57, 58, 59].map { dates[$0] })
    }
}
