import Foundation
import LunchBoxCore
import Testing

@testable import LunchBoxUseCases

@Suite("Removal ledger")
struct RemovalLedgerTests {
    private static let start = Date(timeIntervalSince1970: 1_795_428_000)
    private static let ids = (0..<4).map { _ in UUID() }
    private static func removal(_ name: String) -> Removal {
        .kitchenItem(InventoryItem(id: ids[["milk", "a", "b", "c"].firstIndex(of: name) ?? 0], name: name))
    }

    @Test func aRemovalIsKeptForItsLifetimeOnly() async {
        let ledger = RemovalLedger(limit: 10, lifetime: 600)
        let kept = await ledger.remember(Self.removal("milk"), at: Self.start)
        let late = await ledger.remember(Self.removal("a"), at: Self.start)
        let inTime = await ledger.take(kept, now: Self.start.addingTimeInterval(599))
        let tooLate = await ledger.take(late, now: Self.start.addingTimeInterval(601))
        #expect(inTime == Self.removal("milk"))
        #expect(tooLate == nil)
    }

    @Test func onlyTheNewestAreKept() async {
        let ledger = RemovalLedger(limit: 2, lifetime: 600)
        let first = await ledger.remember(Self.removal("a"), at: Self.start)
        let second = await ledger.remember(Self.removal("b"), at: Self.start)
        let third = await ledger.remember(Self.removal("c"), at: Self.start)
        let taken = [await ledger.take(first, now: Self.start), await ledger.take(second, now: Self.start), await ledger.take(third, now: Self.start)]
        #expect(taken == [nil, Self.removal("b"), Self.removal("c")])
        let again = await ledger.take(third, now: Self.start)
        #expect(again == nil, "taken once")
    }
}
