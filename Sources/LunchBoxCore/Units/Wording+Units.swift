import Foundation

extension Wording {
    /// What a household's choice of units means, said the same in Settings and in
    /// `lunchbox settings units`: metric, US customary, or each reader's region (nil).
    public func unitsChosen(_ chosen: UnitSystem?) -> String {
        switch chosen {
        case nil: self("units.chosen.auto")
        case .metric: self("units.chosen.metric")
        case .usCustomary: self("units.chosen.us")
        }
    }
}
