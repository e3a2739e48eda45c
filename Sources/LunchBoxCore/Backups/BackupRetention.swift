import Foundation

/// Which automatic backups to keep: the newest of each of the last `daily` days that have
/// one, and the newest of each of the last `weekly` weeks that have one (the two may pick
/// the same backup). Everything else may go. As restic and Borg count them, so a household
/// that reads "7 daily, 4 weekly" gets what those tools would keep.
public struct BackupRetention: Equatable, Sendable {
    public var daily: Int
    public var weekly: Int

    public init(daily: Int = 7, weekly: Int = 4) {
        self.daily = max(1, daily)
        self.weekly = max(0, weekly)
    }

    /// The backups (by when each was made) to keep.
    public func kept(_ dates: [Date], calendar: Calendar) -> Set<Date> {
        let newestFirst = dates.sorted(by: >)
        func newest(per unit: Calendar.Component, count: Int) -> [Date] {
            var seen: Set<Date> = []
            var chosen: [Date] = []
            for date in newestFirst where chosen.count < count {
                guard let bucket = calendar.dateInterval(of: unit, for: date)?.start, seen.insert(bucket).inserted else { continue }
                chosen.append(date)
            }
            return chosen
        }
        return Set(newest(per: .day, count: daily) + newest(per: .weekOfYear, count: weekly))
    }
}
