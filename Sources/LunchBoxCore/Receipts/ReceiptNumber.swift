import Foundation

/// Numbers as tills print them: "1.45", "1,45" (a decimal comma in Germany and Sweden),
/// "1.234,56", "£0.94/kg", "0,50-" (negative), "25:-" (whole kronor), "99p".
enum ReceiptNumber {
    /// The largest price read: a receipt line costs less than a million in any currency.
    static let maximumPrice = Decimal(999_999)
    /// The largest amount read ("500 g", "12 pack"); anything larger is a code or noise.
    static let maximumAmount = 100_000.0

    /// What a money token says.
    struct Money: Equatable {
        let amount: Decimal
        let currency: String?
        /// "kg" in "£0.94/kg": a price per unit.
        let perUnit: ReceiptUnit?
    }

    /// A plain number: digits with at most one decimal point or comma ("0,854", "2",
    /// "1.5") or a fraction ("1/2"); nil for anything else or anything out of range.
    static func number(_ text: Substring) -> Double? {
        if let slash = text.firstIndex(of: "/") {
            guard let top = number(text[..<slash]), let bottom = number(text[text.index(after: slash)...]), bottom > 0 else { return nil }
            return inRange(top / bottom)
        }
        var separators = 0
        var digits = 0
        for character in text {
            if character == "." || character == "," {
                separators += 1
            } else if character.isASCII, character.isNumber {
                digits += 1
            } else {
                return nil
            }
        }
        guard digits > 0, digits <= 9, separators <= 1, text.first != ",", text.last != ",", text.last != "." else { return nil }
        return inRange(Double(text.replacingOccurrences(of: ",", with: ".")))
    }

    /// A price token, or nil: "1.45", "£1.45", "-0,75", "0.50-", "18,95kr", "€2,99",
    /// "25:-", "99p", "£0.94/kg", "24,90kr/kg". A price has two decimals (or is written
    /// with a currency, or as whole kronor), so "0.854" is a weight, not a price.
    static func money(_ token: String) -> Money? {
        var text = Substring(token)
        var negative = false
        if let first = text.first, "-−–".contains(first) {
            negative = true
            text = text.dropFirst()
        }
        if let last = text.last, "-−–".contains(last), !text.hasSuffix(":-") {
            negative = true
            text = text.dropLast()
        }
        var perUnit: ReceiptUnit?
        if let slash = text.lastIndex(of: "/"), let unit = ReceiptUnit(word: ReceiptText.fold(String(text[text.index(after: slash)...]))) {
            perUnit = unit
            text = text[..<slash]
        }
        var currency: String?
        for prefix in prefixes where text.hasPrefix(prefix) {
            currency = prefix
            text = text.dropFirst(prefix.count)
            break
        }
        let lower = text.lowercased()
        for suffix in suffixes where lower.hasSuffix(suffix) {
            currency = currency ?? String(text.suffix(suffix.count))
            text = text.dropLast(suffix.count)
            break
        }
        // OCR reads a receipt's "£" as "f" ("f1.38"): a price with its two decimals.
        if currency == nil, let first = text.first, misreadPounds.contains(first), amount(text.dropFirst(), hasCurrency: false) != nil {
            currency = "£"
            text = text.dropFirst()
        }
        guard let amount = amount(text, hasCurrency: currency != nil) else { return nil }
        guard amount <= maximumPrice else { return nil }
        return Money(amount: negative ? -amount : amount, currency: currency, perUnit: perUnit)
    }

    /// The amount of a bare price.
    private static func amount(_ text: Substring, hasCurrency: Bool) -> Decimal? {
        if text.hasSuffix(":-") {
            let whole = text.dropLast(2)
            guard (1...6).contains(whole.count), whole.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            return Decimal(string: String(whole))
        }
        if text.hasSuffix("p") || text.hasSuffix("P"), !hasCurrency {
            let pence = text.dropLast()
            guard (1...2).contains(pence.count), pence.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Decimal(string: String(pence)) else { return nil }
            return value / 100
        }
        guard let last = text.lastIndex(where: { $0 == "." || $0 == "," }) else {
            // "£3" is a price; a bare "3" is a number.
            guard hasCurrency, (1...6).contains(text.count), text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            return Decimal(string: String(text))
        }
        let whole = text[..<last].filter { $0 != "." && $0 != "," && $0 != "'" }
        let cents = text[text.index(after: last)...]
        guard cents.count == 2, cents.allSatisfy({ $0.isASCII && $0.isNumber }), (1...6).contains(whole.count),
            whole.allSatisfy({ $0.isASCII && $0.isNumber })
        else { return nil }
        // Thousands are grouped in threes: "1.234,56" but never "12.34,56".
        let groups = text[..<last].split(whereSeparator: { $0 == "." || $0 == "," || $0 == "'" })
        guard groups.dropFirst().allSatisfy({ $0.count == 3 }) else { return nil }
        return Decimal(string: "\(whole).\(cents)", locale: Locale(identifier: "en_US_POSIX"))
    }

    private static func inRange(_ value: Double?) -> Double? {
        guard let value, value.isFinite, value >= 0, value <= maximumAmount else { return nil }
        return value
    }

    private static let prefixes = ["US$", "£", "$", "€"]
    private static let suffixes = ["€", "kr", "sek", "eur", "£"]
    /// What OCR engines read a printed "£" as.
    static let misreadPounds: Set<Character> = ["f", "F"]
}
