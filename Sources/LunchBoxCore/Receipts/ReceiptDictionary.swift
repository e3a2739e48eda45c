import Foundation

/// Receipt words a household has taught LunchBox: what one shop prints for a food
/// ("HM BRD WHT 800G" is bread), learnt when the person confirms or corrects a line.
/// The reader asks it before anything else, so the next receipt from the same shop needs
/// fewer corrections. Keeping it (per shop) is the storage's job; this is the lookup.
public struct ReceiptDictionary: Equatable, Sendable {
    public static let empty = ReceiptDictionary([:])
    /// Keys this long or longer also match with one letter misread by the OCR.
    static let nearKeyLength = 8

    private let foods: [String: String]

    /// Receipt words (as printed, or a `ReceiptItem.key`) to the food they mean. Amounts,
    /// prices and codes on the printed line are ignored, so "CHDR MATURE 400G 2.50" and
    /// "CHDR MATURE" teach the same words.
    public init(_ entries: [String: String]) {
        var foods: [String: String] = [:]
        for (words, food) in entries {
            let key = Self.key(for: words)
            let name = ReceiptText.sanitised(food)
            if !key.isEmpty, !name.isEmpty { foods[key] = name }
        }
        self.foods = foods
    }

    public var count: Int { foods.count }

    /// The key a line's words are learnt under: the name's words folded, without the
    /// amounts, prices and codes around them.
    public static func key(for receiptWords: String) -> String {
        key(words: ReceiptLineParse(text: ReceiptText.sanitised(receiptWords)).name)
    }

    static func key(words: [String]) -> String {
        words.map(ReceiptText.fold).filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The food learnt for these words: exactly, or with one letter different on a long
    /// key when only one learnt key is that close.
    func food(for key: String) -> String? {
        guard !key.isEmpty else { return nil }
        if let food = foods[key] { return food }
        guard key.count >= Self.nearKeyLength else { return nil }
        let scalars = Array(key.unicodeScalars)
        var found: String?
        for (learnt, food) in foods where learnt.count >= Self.nearKeyLength && abs(learnt.count - key.count) <= 1 {
            guard EditDistance.distance(scalars, Array(learnt.unicodeScalars), limit: 1) != nil else { continue }
            if found != nil, found != food { return nil }
            found = food
        }
        return found
    }
}
