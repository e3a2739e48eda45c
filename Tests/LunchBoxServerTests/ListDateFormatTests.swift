import Foundation
import PropertyBased
import Testing

@testable import LunchBoxServer

@Suite("List dates")
struct ListDateFormatTests {
    static let zones = ["UTC", "Europe/Berlin", "America/New_York", "Australia/Sydney", "Asia/Kolkata", "Pacific/Chatham", "America/St_Johns"]

    @Test func agreesWithCalendarEverywhere() async {
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        await propertyCheck(count: 300, input: Gen.double(in: -1_000_000_000...4_000_000_000), Gen.element(of: Self.zones).compactMap { $0 }) { seconds, zone in
            let timeZone = TimeZone(identifier: zone)!
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            let date = Date(timeIntervalSince1970: seconds)
            let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
            let expected = String(format: "%d %@ %d, %02d:%02d", parts.day!, months[parts.month! - 1], parts.year!, parts.hour!, parts.minute!)
            #expect(ListDateFormat(timeZone: timeZone).string(from: date) == expected)
        }
    }

    @Test func aroundDaylightSavingChanges() {
        let berlin = ListDateFormat(timeZone: TimeZone(identifier: "Europe/Berlin")!)
        #expect(berlin.string(from: Date(timeIntervalSince1970: 1_774_745_940)) == "29 Mar 2026, 01:59")  // 00:59 UTC
        #expect(berlin.string(from: Date(timeIntervalSince1970: 1_774_746_000)) == "29 Mar 2026, 03:00")  // 01:00 UTC
    }
}
