import LunchBoxCore

extension ReceiptReading {
    /// `summary` in the reader's language (`scan2` table): "3 foods, 1 to name, 4 lines
    /// left out."
    public func summary(_ words: Wording) -> String {
        let left = words.counting("scan2.receipt.leftOut", skipped.count)
        guard !items.isEmpty else {
            return skipped.isEmpty ? words("scan2.receipt.nothingRead") : words("scan2.receipt.nothingBought", left)
        }
        return words("scan2.receipt.summary", words.counting("scan2.receipt.foods", foods.count), unknown.count, left)
    }
}
