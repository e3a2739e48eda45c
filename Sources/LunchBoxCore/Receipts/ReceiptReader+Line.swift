import Foundation

extension ReceiptReader {
    /// A printed line as the reader works on it.
    struct Line {
        enum Kind: Equatable {
            /// A candidate item (kept if it is priced or names a food).
            case item
            /// A quantity line, and the index of the item line it belongs to.
            case quantity(owner: Int?)
            case notFood(ReceiptLineKind)
        }

        let index: Int
        let text: String
        let parse: ReceiptLineParse
        /// The name's words folded and cut at punctuation: what no-food wording is matched on.
        let pieces: [String]
        let box: ScanBox?
        let confidence: Float
        var kind: Kind
        /// The index of this item's quantity line, when it has one.
        var quantity: Int?

        init(_ printed: ReceiptTextLine, index: Int = 0, vocabulary: ReceiptVocabulary) {
            self.index = index
            text = ReceiptText.sanitised(printed.text)
            parse = ReceiptLineParse(text: text)
            pieces = parse.name.flatMap { ReceiptText.pieces(ReceiptText.fold($0)) }
            box = printed.box
            confidence = printed.confidence
            kind = Self.kind(of: parse, pieces: pieces, vocabulary: vocabulary)
        }

        private static func kind(of parse: ReceiptLineParse, pieces: [String], vocabulary: ReceiptVocabulary) -> Kind {
            if parse.isQuantityOnly { return .quantity(owner: nil) }
            if let kind = vocabulary.notFoodKind(of: pieces) { return .notFood(kind) }
            if parse.hasDateOrTime { return .notFood(.shop) }
            if !parse.hasName { return .notFood(.noWords) }
            if let price = parse.price, price.amount < 0 { return .notFood(.discount) }
            return .item
        }
    }

    /// Joins each quantity line to the item it belongs to, beside it. A quantity line
    /// with its own total ("0.854 kg @ £0.94/kg 0.80") belongs to the name printed
    /// without a price, above before below. One without ("2 Stk x 0,79") belongs to the
    /// item whose price is its total, above ("BUTTER 1,58") before below (ALDI prints
    /// "2 x 0,79" over the item); else to an unpriced name above; else above, then below.
    static func attachQuantities(in lines: inout [Line]) {
        for index in lines.indices {
            guard case .quantity = lines[index].kind else { continue }
            let detail = lines[index].parse
            let total = detail.price?.amount ?? expectedTotal(of: detail)
            func free(_ other: Int) -> Bool {
                lines.indices.contains(other) && lines[other].kind == .item && lines[other].quantity == nil
            }
            func agrees(_ other: Int) -> Bool {
                guard let price = lines[other].parse.price?.amount, let total else { return false }
                // A weight times its price per kilogram is rounded to the cent.
                return abs(NSDecimalNumber(decimal: price - total).doubleValue) <= 0.005 + 0.005 * abs(NSDecimalNumber(decimal: total).doubleValue)
            }
            let above = index - 1
            let below = index + 1
            func unpriced(_ other: Int) -> Bool { free(other) && lines[other].parse.price == nil }
            let owner: Int?
            if detail.price != nil {
                // A quantity line with its own total belongs to a name printed without one.
                owner = [above, below].first(where: unpriced) ?? [above, below].first { free($0) && agrees($0) } ?? (free(above) ? above : nil)
            } else {
                owner = [above, below].first { free($0) && agrees($0) } ?? (unpriced(above) ? above : [above, below].first(where: free))
            }
            lines[index].kind = .quantity(owner: owner)
            if let owner { lines[owner].quantity = index }
        }
    }

    /// The unit price times the count or the weight.
    private static func expectedTotal(of detail: ReceiptLineParse) -> Decimal? {
        guard let unit = detail.unitPrice?.amount else { return nil }
        if let weight = detail.weight { return unit * Decimal(weight.value) }
        if let count = detail.count { return unit * Decimal(count) }
        return nil
    }
}
