import Foundation
import LunchBoxCore

extension PlanFormatter {
    /// Day names and dates on the pages, which are written in English.
    static let pages = PlanFormatter(locale: Locale(identifier: "en_US"))
}
