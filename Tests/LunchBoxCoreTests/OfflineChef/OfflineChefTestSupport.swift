import Foundation
import LunchBoxCore

/// Counts property-test iterations that exercised something, so a property cannot pass
/// by skipping every case.
final class Tally: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func add() {
        lock.lock()
        value += 1
        lock.unlock()
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}

/// Checks shared by the offline chef tests.
enum OfflineChefCheck {
    /// True when `line` is an inventory item's name as written, optionally followed by a
    /// suggested amount in brackets, or one of the staples.
    static func isInventoryItemOrStaple(_ line: String, items: [InventoryItem], staples: [String]) -> Bool {
        staples.contains(line) || items.contains { line == $0.name || line.hasPrefix($0.name + " (") && line.hasSuffix(")") }
    }

    /// True when `line` (without its portion in brackets) names an inventory item's food as
    /// the person wrote it without the amount, its tinned kind, the lexicon's spelling of a
    /// typo, or is one of the staples.
    static func isInventoryFoodOrStaple(_ line: String, items: [InventoryItem], staples: [String], lexicon: FoodLexicon) -> Bool {
        if staples.contains(line) { return true }
        let bare = line.split(separator: "(").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? line
        return items.contains { item in
            let written = KitchenEntry.entry(from: item.name).name
            if bare == written || bare == "tinned " + written { return true }
            guard let food = lexicon.food(named: bare) else { return false }
            // A known name is that food; only a typo is matched by nearness (slow).
            if let known = lexicon.food(named: written) { return known.name == food.name }
            return lexicon.bestMatches(for: written, limit: 1).first?.food.name == food.name
        }
    }

    /// What makes two ideas the same idea: everything but the id.
    static func content(_ ideas: [LunchBoxIdea]) -> [[String]] {
        ideas.map { [$0.name] + $0.ingredients + ["--"] + $0.preparationSteps }
    }

    static func items(_ names: String...) -> [InventoryItem] {
        names.map { InventoryItem(name: $0) }
    }
}
