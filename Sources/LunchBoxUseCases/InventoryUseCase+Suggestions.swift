import Foundation
import LunchBoxCore

extension InventoryUseCase {
    /// What the kitchen's add field offers as the person types: the food being typed (the
    /// last piece, after a comma or semicolon) completed from the lexicon's names, those
    /// starting with it first, then those with it as a later word. What was typed before
    /// it, the earlier foods and the amount ("eggs, 2 chedd" → "eggs, 2 cheddar"), stays
    /// in front, read as `KitchenEntry` reads it. Fewer than two letters suggest nothing.
    public func suggestions(for typed: String, limit: Int = 8) -> [String] {
        let cut = typed.lastIndex { $0 == "," || $0 == ";" }
        let before = cut.map { String(typed[...$0]) + " " } ?? ""
        let piece = String(typed[(cut.map(typed.index(after:)) ?? typed.startIndex)...]).trimmingCharacters(in: .whitespaces)
        let entry = KitchenEntry.entry(from: piece)
        let word = entry.name.lowercased()
        guard word.count >= 2, piece.lowercased().hasSuffix(word) else { return [] }
        let amount = String(piece.dropLast(word.count))
        let names = foodNames()
        let starting = names.filter { $0.hasPrefix(word) }
        let inside = names.filter { !$0.hasPrefix(word) && $0.contains(" " + word) }
        return (starting + inside).prefix(limit).map { before + amount + $0 }
    }
}
