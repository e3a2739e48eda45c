import PropertyBased
import Testing

@testable import LunchBoxCore

@Suite("Memo")
struct MemoTests {
    /// Against a model of the rule (keep every answer; when `limit` are kept, forget them
    /// all before keeping the next): the memo answers as the function does and computes a
    /// key exactly when the model has forgotten it, so it never holds more than its limit
    /// and never computes what it still holds.
    @Test func answersAsTheFunctionDoesAndComputesOnlyWhatItDoesNotHold() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...20).array(of: 0...60), Gen.int(in: 1...8)) { keys, limit in
            let memo = Memo<Int, String>(limit: limit)
            var modelHeld: Set<Int> = []
            for key in keys {
                var computed = false
                let answer = memo.value(for: key) { key in
                    computed = true
                    return "answer \(key)"
                }
                #expect(answer == "answer \(key)")
                let modelComputes = !modelHeld.contains(key)
                if modelComputes {
                    if modelHeld.count >= limit { modelHeld.removeAll() }
                    modelHeld.insert(key)
                }
                #expect(computed == modelComputes, "key \(key) after \(keys)")
            }
        }
    }
}
