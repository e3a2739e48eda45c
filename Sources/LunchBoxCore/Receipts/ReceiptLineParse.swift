import Foundation

/// What one receipt line says before anyone asks which food it is: the words of the
/// name, the price in the right-hand column, a count ("2 x", "3 @ 0.45", "2st*12,50"),
/// a pack size ("2L", "400G") or a weight ("0.854kg @ £0.94/kg"), and a unit price.
struct ReceiptLineParse: Equatable {
    /// The words left for the name, as printed.
    var name: [String] = []
    /// The line's own price (its total), from the right-hand column.
    var price: ReceiptPrice?
    /// The price of one, or per weight unit.
    var unitPrice: ReceiptPrice?
    /// How many were bought: "2 x", "3 @ 0.45", "x2".
    var count: Int?
    /// Items in one pack: "6PK", "10er", "12 CT".
    var packCount: Double?
    /// The pack size: "2L", "400G".
    var size: ReceiptMeasure?
    /// A weighed amount: "0.854 kg" (sold by weight, with a price per unit).
    var weight: ReceiptMeasure?
    /// A date or a time: the line is the till's, not an item.
    var hasDateOrTime = false
    /// A currency printed anywhere on the line.
    var currency: String?

    init(text: String) {
        var tokens = ReceiptToken.tokens(of: text)
        takePrice(from: &tokens)
        takeMultiplications(from: &tokens)
        takeRest(tokens)
    }

    /// A line of its name has at least one word of two letters or more.
    var hasName: Bool {
        name.contains { word in word.count(where: \.isLetter) >= 2 }
    }

    /// A line that only says how much of the item beside it: "3 @ 0.45",
    /// "0.854 kg @ £0.94/kg 0.80", "2 Stk x 0,79".
    var isQuantityOnly: Bool {
        !hasName && unitPrice != nil && (weight != nil || count != nil)
    }

    /// The price column: the last price on the line, after any tax flags ("1,19 B",
    /// "3.48 N", "2.50 *"), with a currency just before it ("EUR 12,50").
    private mutating func takePrice(from tokens: inout [ReceiptToken]) {
        var index = tokens.count - 1
        var skipped = 0
        var currency: String?
        while index >= 0, skipped <= 3 {
            switch tokens[index] {
            case .money(let money, let text) where money.perUnit == nil:
                var start = index
                if index > 0, case .currency(let printed) = tokens[index - 1] {
                    currency = currency ?? printed
                    start -= 1
                }
                // "3 @ 0.45", "2 Stk x 1,59": the price of one, not the line's total.
                if start > 0, case .times = tokens[start - 1] { return }
                price = ReceiptPrice(amount: money.amount, currency: money.currency ?? currency, text: text)
                self.currency = price?.currency
                tokens.removeSubrange(start...)
                return
            case .currency(let printed):
                currency = currency ?? printed
            case .word(let word) where word.count <= 2 && word.allSatisfy(\.isLetter):
                break
            case .times:
                break
            case .number(let value) where value < 10 && value == value.rounded():
                break
            default:
                return
            }
            index -= 1
            skipped += 1
        }
    }

    /// "0.854kg @ £0.94/kg", "3 @ 0.45", "2st*12,50", "0.70 x 2", "2 x TINNED TOMS",
    /// "TOMS x 2", "2 x 400G", and "0,854 kg 1,29 EUR/kg" without a sign.
    private mutating func takeMultiplications(from tokens: inout [ReceiptToken]) {
        var index = 0
        while index < tokens.count {
            if case .measure(let measure) = tokens[index], measure.unit.isWeight, weight == nil, let (money, text, length) = Self.unitPrice(in: tokens, at: index + 1),
                money.perUnit != nil
            {
                weight = measure
                unitPrice = ReceiptPrice(amount: money.amount, currency: money.currency, text: text)
                tokens.removeSubrange(index..<index + 1 + length)
                continue
            }
            guard case .times = tokens[index] else {
                index += 1
                continue
            }
            let left = index > 0 ? tokens[index - 1] : nil
            let unit = Self.unitPrice(in: tokens, at: index + 1)
            let right = index + 1 < tokens.count ? tokens[index + 1] : nil
            if case .measure(let measure) = left, measure.unit.isWeight, let (money, text, length) = unit {
                weight = measure
                unitPrice = ReceiptPrice(amount: money.amount, currency: money.currency, text: text)
                tokens.removeSubrange(index - 1..<index + 1 + length)
                index -= 1
            } else if let left, let number = Self.count(left), let (money, text, length) = unit {
                count = number
                unitPrice = ReceiptPrice(amount: money.amount, currency: money.currency, text: text)
                tokens.removeSubrange(index - 1..<index + 1 + length)
                index -= 1
            } else if case .money(let money, let text) = left, money.perUnit == nil, let right, let number = Self.count(right) {
                count = number
                unitPrice = ReceiptPrice(amount: money.amount, currency: money.currency, text: text)
                tokens.removeSubrange(index - 1...index + 1)
                index -= 1
            } else if let left, let number = Self.count(left) {
                count = number
                tokens.removeSubrange(index - 1...index)
                index -= 1
            } else if let right, let number = Self.count(right) {
                count = number
                tokens.removeSubrange(index...index + 1)
            } else {
                tokens.remove(at: index)
            }
        }
        // "2 TINNED TOMS": a small whole number before the name is a count.
        if count == nil, tokens.count >= 2, let number = Self.count(tokens[0]), number < 100, case .word = tokens[1] {
            count = number
            tokens.removeFirst()
        }
    }

    /// What is left: pack sizes and counts, the name's words; codes, tax rates and the
    /// like are dropped.
    private mutating func takeRest(_ tokens: [ReceiptToken]) {
        var loneUnit: ReceiptUnit?
        for token in tokens {
            switch token {
            case .word(let word):
                // A lone letter is a tax or food-stamp flag ("F", "N", "A="), not a name.
                if word.count(where: { $0.isLetter || $0.isNumber }) > 1 || word.contains(where: \.isNumber) { name.append(word) }
            case .measure(let measure) where measure.unit == .count:
                packCount = (packCount ?? 1) * measure.value
            case .measure(let measure):
                if size == nil { size = measure }
            case .unit(let unit):
                loneUnit = loneUnit ?? unit
            case .money(let money, let text):
                if money.perUnit != nil, unitPrice == nil {
                    unitPrice = ReceiptPrice(amount: money.amount, currency: money.currency, text: text)
                }
                currency = currency ?? money.currency
            case .currency(let printed):
                currency = currency ?? printed
            case .dateOrTime:
                hasDateOrTime = true
            case .number, .perUnit, .times, .percent, .code:
                break
            }
        }
        if size == nil, let loneUnit, !loneUnit.isWeight || weight == nil { size = ReceiptMeasure(value: 1, unit: loneUnit) }
        if packCount.map({ $0 > ReceiptNumber.maximumAmount || $0 < 1 }) == true { packCount = nil }
    }

    /// A price after a multiplication sign, with what it is per: "0.45", "£0.94/kg",
    /// "1,29 EUR/kg", "0.58 /lb". Returns the price, its text and the tokens it took.
    private static func unitPrice(in tokens: [ReceiptToken], at index: Int) -> (ReceiptNumber.Money, String, Int)? {
        guard index < tokens.count else { return nil }
        var start = index
        var currency: String?
        if case .currency(let printed) = tokens[start], start + 1 < tokens.count {
            currency = printed
            start += 1
        }
        guard case .money(let money, var text) = tokens[start] else { return nil }
        var result = ReceiptNumber.Money(amount: money.amount, currency: money.currency ?? currency, perUnit: money.perUnit)
        var length = start - index + 1
        var next = start + 1
        if next < tokens.count, case .currency(let printed) = tokens[next] {
            result = ReceiptNumber.Money(amount: result.amount, currency: result.currency ?? printed, perUnit: result.perUnit)
            text += " \(printed)"
            next += 1
        }
        if result.perUnit == nil, next < tokens.count, case .perUnit(let unit, let printed) = tokens[next] {
            result = ReceiptNumber.Money(amount: result.amount, currency: result.currency ?? printed, perUnit: unit)
            text += " \(printed ?? "")/\(unit == .kilogram ? "kg" : unit == .pound ? "lb" : "unit")"
            next += 1
        }
        length = next - index
        return (result, text, length)
    }

    /// A count: a whole number from 1 to 999, "2 Stk", "2st", "3 CT".
    private static func count(_ token: ReceiptToken) -> Int? {
        let value: Double
        switch token {
        case .number(let number): value = number
        case .measure(let measure) where measure.unit == .count: value = measure.value
        default: return nil
        }
        guard value >= 1, value <= 999, value == value.rounded() else { return nil }
        return Int(value)
    }
}
