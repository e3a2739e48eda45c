/// Retail barcodes: EAN-13, EAN-8, UPC-A (12) and GTIN-14, with their check digit.
public enum Barcode {
    /// True for 8, 12, 13 or 14 digits whose last digit is the GS1 check digit.
    public static func isValid(_ code: String) -> Bool {
        let digits = code.compactMap(\.wholeNumberValue)
        guard digits.count == code.count, [8, 12, 13, 14].contains(digits.count), code.allSatisfy(\.isASCII) else { return false }
        return checkDigit(for: digits.dropLast()) == digits.last
    }

    /// The GS1 check digit for these digits (weights 3, 1, 3… from the right).
    public static func checkDigit(for digits: some BidirectionalCollection<Int>) -> Int {
        let sum = digits.reversed().enumerated().reduce(0) { total, pair in total + pair.element * (pair.offset.isMultiple(of: 2) ? 3 : 1) }
        return (10 - sum % 10) % 10
    }
}
