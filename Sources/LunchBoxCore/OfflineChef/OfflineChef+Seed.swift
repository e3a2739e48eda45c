/// The seed of a request, from what decides the ideas: the kitchen, the diets, the idea
/// preferences and the batch number. The same three give the same batch on every run
/// and every platform; asking again ("new ideas") is the next batch number.
extension OfflineChef {
    public static func seed(for items: [InventoryItem], preferences: DietaryPreferences, ideas: IdeaPreferences, batch: Int) -> UInt64 {
        let kitchen = items.map { item in
            [item.name.lowercased(), item.quantity.lowercased(), item.bestBefore.map { "\($0.year)-\($0.month)-\($0.day)" } ?? ""].joined(separator: "|")
        }.sorted()
        let wishes = [
            ideas.persona, ideas.cuisine.rawValue, ideas.difficulty.rawValue, ideas.maxMinutes.map(String.init) ?? "", ideas.mealType.rawValue,
            String(ideas.ideaCount), ideas.avoidRepeats ? "avoid" : "",
        ]
        let text = (kitchen + ["#"] + preferences.active.map(\.rawValue) + preferences.avoids.sorted().map { "avoid \($0.rawValue)" } + ["#"] + wishes + ["#", String(batch)]).joined(separator: "\n")
        // FNV-1a: the same on every platform, unlike Hasher, which is seeded per process.
        return text.utf8.reduce(0xCBF2_9CE4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
    }
}
