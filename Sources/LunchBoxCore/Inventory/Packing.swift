import Foundation

/// What packing a lunch does to the kitchen: each ingredient line is matched to the
/// kitchen's items of the same food (`FoodLexicon.foodKey(ofLine:)`) and its amount taken
/// from them, soonest best-before first. Where an amount cannot be read on either side,
/// or the units cannot be compared ("half a block" against "40 g"), nothing is taken and
/// the item is asked about ("Any cheddar left?"); an answer given up front (`answers`)
/// says "some left" (kept as it is) or "none left" (removed). Nothing is guessed.
/// Assumed staples (salt, pepper, oil, water) are not tracked and are left alone.
public struct Packing: Equatable, Sendable, Codable {
    /// One item the lunch took from.
    public struct Use: Equatable, Sendable, Codable {
        public let before: InventoryItem
        /// The item as it is left; nil when it is used up (removed from the kitchen).
        public let after: InventoryItem?
        /// The amount taken, as the idea wrote it ("40 g").
        public let taken: String
    }

    /// An item whose amount could not be worked out: the person says whether any is left.
    public struct Question: Equatable, Sendable, Codable {
        public let itemID: UUID
        public let name: String
        /// The food key an answer is given under ("food:cheddar").
        public let key: String
        /// "Any cheddar left?"
        public let prompt: String
        /// Why it is asked: "the kitchen has no amount for it", "40 g and half a block cannot be compared".
        public let reason: String
        /// The same, as keys a face words in its reader's language (`reason(_:)`); nil for a
        /// question read back from JSON.
        public var cause: Fault? = nil

        /// `reason` in `words`' language.
        public func reason(_ words: Wording) -> String {
            cause?.message(words) ?? reason
        }

        /// The API's spelling of ids ("itemId"), as its other bodies write them.
        private enum CodingKeys: String, CodingKey {
            case itemID = "itemId", name, key, prompt, reason
        }
    }

    public let uses: [Use]
    public let questions: [Question]
    /// Lines of the lunch the kitchen does not hold (bought on the way, or a staple).
    public let notInKitchen: [String]

    /// An answer to a question, given before or with the packing.
    public enum Answer: String, Codable, Sendable, CaseIterable {
        case someLeft = "yes"
        case noneLeft = "none"
    }

    /// Works out the packing of `ingredients` from `items`. `answers` are keyed by food
    /// key or item id text; an answered question leaves the question list. What is left
    /// and what was taken are written in `units` (the household's): "1 lb" less "200 g"
    /// leaves "8.95 oz" or "253.59 g".
    public init(
        ingredients: [String], items: [InventoryItem], lexicon: FoodLexicon, staples: [String], answers: [String: Answer] = [:], units: UnitSystem = .metric
    ) {
        let stapleKeys = Set(staples.map { lexicon.foodKey(ofLine: $0) })
        var remaining = items
        var uses: [UUID: Use] = [:]
        var order: [UUID] = []
        var questions: [Question] = []
        var missing: [String] = []
        for line in ingredients {
            let key = lexicon.foodKey(ofLine: line)
            guard !key.isEmpty, !stapleKeys.contains(key) else { continue }
            let matching = remaining.indices.filter { lexicon.foodKey(ofLine: remaining[$0].name) == key }
                .sorted { (remaining[$0].bestBefore ?? .distantFuture, $0) < (remaining[$1].bestBefore ?? .distantFuture, $1) }
            guard !matching.isEmpty else {
                missing.append(line)
                continue
            }
            let wanted = KitchenEntry.entry(from: line).amount
            var need = wanted?.value ?? 0
            for index in matching where wanted == nil || need > 0.000_1 {
                let item = remaining[index]
                if let answer = answers[key] ?? answers[item.id.uuidString] {
                    let after: InventoryItem? = answer == .noneLeft ? nil : item
                    Self.record(Use(before: uses[item.id]?.before ?? item, after: after, taken: answer.rawValue), in: &uses, order: &order)
                    continue
                }
                let held = KitchenAmount(reading: item.quantity)
                guard let wanted, let held, held.unit == wanted.unit else {
                    if !questions.contains(where: { $0.itemID == item.id }) {
                        questions.append(Self.question(item: item, key: key, wanted: wanted, held: held, line: line))
                    }
                    break
                }
                let taken = min(held.value, need)
                need -= taken
                let left = KitchenAmount(value: held.value - taken, unit: held.unit)
                var after = item
                after.quantity = left.text(in: units)
                let use = Use(before: uses[item.id]?.before ?? item, after: left.isNothing ? nil : after, taken: KitchenAmount(value: taken, unit: held.unit).text(in: units))
                Self.record(use, in: &uses, order: &order)
                remaining[index] = after
            }
            remaining = remaining.filter { item in uses[item.id].map { $0.after != nil } ?? true }
        }
        let done = order.compactMap { uses[$0] }
        self.uses = done
        self.questions = questions.filter { question in !done.contains { $0.before.id == question.itemID } }
        self.notInKitchen = missing
    }

    /// The kitchen after packing: used-up items gone, the rest with what is left, in order.
    public func applied(to items: [InventoryItem]) -> [InventoryItem] {
        let byID = Dictionary(uses.map { ($0.before.id, $0.after) }, uniquingKeysWith: { first, _ in first })
        return items.compactMap { item in byID[item.id].map { $0 } ?? item }
    }

    /// Items the lunch used up, for play's "used up in time".
    public var usedUp: [InventoryItem] { uses.filter { $0.after == nil }.map(\.before) }

    private static func record(_ use: Use, in uses: inout [UUID: Use], order: inout [UUID]) {
        if uses[use.before.id] == nil { order.append(use.before.id) }
        uses[use.before.id] = use
    }

    private static func question(item: InventoryItem, key: String, wanted: KitchenAmount?, held: KitchenAmount?, line: String) -> Question {
        let cause: Fault
        if held == nil {
            cause = item.quantity.isEmpty ? Fault("fault.packing.noAmount") : Fault("fault.packing.unreadable", [.text(item.quantity)])
        } else if wanted == nil {
            cause = Fault("fault.packing.unsaid", [.text(line)])
        } else {
            cause = Fault("fault.packing.incomparable", [.text(wanted?.text ?? ""), .text(item.quantity)])
        }
        return Question(itemID: item.id, name: item.name, key: key, prompt: "Any \(item.name) left?", reason: cause.message(.english), cause: cause)
    }
}

extension CalendarDay {
    /// A day after any best-before date, for ordering items without one last.
    fileprivate static let distantFuture = CalendarDay(year: 9999, month: 12, day: 31)!
}
