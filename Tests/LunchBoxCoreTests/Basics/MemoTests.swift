import PropertyBased
import Testing

@testable import LunchBoxCore

@Suite("Memo")
struct MemoTests {
    @Test func answersAsTheFunctionDoesAndNeverHoldsMoreThanItsLimit() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...20).array(of: 0...60)) { keys in
            let memo = Memo<Int, String>(limit: 8)
            var calls: [Int: Int] = [:]
            for key in keys {
                let answer = memo.value(for: key) { key in
                    calls[key, default: 0] += 1
                    return "answer \(key)"
                }
                #expect(answer == "answer \(key)")
            }
            // A key is computed again only after the memo filled up and started over.
            let distinct = Set(keys).count
            #expect(calls.values.reduce(0, +) >= distinct)
            if distinct <= 8 { #expect(calls.values.allSatisfy { $0 == 1 }) }
        }
    }
}
