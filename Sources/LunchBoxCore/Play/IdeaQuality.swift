import Foundation

/// How good one shown idea is for play: what decides its points.
///
/// - A *perfect* idea passes the dietary guard with every ingredient checked, names only
///   kitchen items (and the assumed staples: salt, pepper, oil, water), and uses at least
///   one item to use soon. It earns `PlayPoints.perfectIdea` instead of the usual points.
/// - Any other idea earns `PlayPoints.idea`, plus `PlayPoints.qualityBonus` when it uses
///   at least `PlayPoints.richKitchenItemCount` kitchen items, plus the bonus again when it
///   uses an item to use soon.
public struct IdeaQuality: Codable, Equatable, Hashable, Sendable {
    public let kitchenItemsUsed: Int
    public let usesUseSoonItem: Bool
    /// Every ingredient line names a kitchen item or a staple.
    public let onlyKitchenItems: Bool
    /// Safe for the diet, and every ingredient was checked.
    public let passesDietaryGuard: Bool

    public init(kitchenItemsUsed: Int, usesUseSoonItem: Bool, onlyKitchenItems: Bool, passesDietaryGuard: Bool) {
        self.kitchenItemsUsed = max(0, kitchenItemsUsed)
        self.usesUseSoonItem = usesUseSoonItem
        self.onlyKitchenItems = onlyKitchenItems
        self.passesDietaryGuard = passesDietaryGuard
    }

    public var isPerfect: Bool { onlyKitchenItems && passesDietaryGuard && usesUseSoonItem }

    /// What the idea earns before the daily cap.
    public var points: Int {
        if isPerfect { return PlayPoints.perfectIdea }
        var points = PlayPoints.idea
        if kitchenItemsUsed >= PlayPoints.richKitchenItemCount { points += PlayPoints.qualityBonus }
        if usesUseSoonItem { points += PlayPoints.qualityBonus }
        return points
    }
}

extension IdeaQuality {
    /// Reads an idea's quality: `kitchen` is what it uses (`IdeaKitchenUse`), `unverified`
    /// the ingredients the guard could not check, `staples` the assumed staples.
    public init(idea: LunchBoxIdea, kitchen: IdeaKitchenUse, unverified: [String], inventory: [InventoryItem], staples: [String], lexicon: FoodLexicon) {
        let allowed = Set((inventory.map(\.name) + staples).map { lexicon.foodKey(ofLine: $0) }).subtracting([""])
        let kitchenNames = Set(kitchen.items.map { $0.name.lowercased() })
        let onlyKitchen =
            !idea.ingredients.isEmpty
            && idea.ingredients.allSatisfy { line in
                let keys = lexicon.foodKeys(mentionedIn: line)
                if !keys.isEmpty { return keys.isSubset(of: allowed) }
                // A food the lexicon does not know counts when a used kitchen item is named in the line.
                return kitchenNames.contains { !$0.isEmpty && line.lowercased().contains($0) }
            }
        self.init(
            kitchenItemsUsed: kitchen.items.count, usesUseSoonItem: kitchen.items.contains { $0.freshness == .useSoon },
            onlyKitchenItems: onlyKitchen, passesDietaryGuard: unverified.isEmpty)
    }
}
