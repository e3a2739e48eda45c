import Foundation

extension PlannerText {
    /// The food a meal's line names, without its amount or notes: "cherry tomatoes (a
    /// handful)", "2 eggs" and "apples, sliced" are cherry tomatoes, eggs and apples. The
    /// amount is split off by the kitchen's own reader (`KitchenEntry`), so the filters
    /// and the kitchen agree on what is a food.
    public static func foodName(_ line: String) -> String {
        let bare = FoodLexicon.withoutBrackets(line)
        let first = bare.split(separator: ",", maxSplits: 1).first.map(String.init) ?? bare
        let name = KitchenEntry.entry(from: trimmingSpaces(first)).name
        return name.split(whereSeparator: isSpace).joined(separator: " ")
    }

    /// `text` without the spaces and tabs around it; most names have none, and are kept
    /// as they are without Foundation's trimming (issue 40: a tenth of a meals read).
    static func trimmingSpaces(_ text: String) -> String {
        // `isWhitespace` holds for every character the trimming could remove.
        guard text.first.map(isSpace) == true || text.last.map(isSpace) == true else { return text }
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// The comparison key of the food a line names (`foodName`).
    public static func foodKey(_ line: String) -> String {
        key(foodName(line))
    }
}
