import Foundation

/// One piece of a receipt line as the line parser sees it.
enum ReceiptToken: Equatable {
    /// A word of the name (or a tax flag, a shop word), as printed.
    case word(String)
    /// A bare number: "2", "0,854".
    case number(Double)
    /// A number with its unit: "2L", "400 G", "6PK".
    case measure(ReceiptMeasure)
    /// A unit standing alone: "GAL" in "WHL MILK GAL".
    case unit(ReceiptUnit)
    /// A price, or a price per unit ("£0.94/kg"), with the text as printed.
    case money(ReceiptNumber.Money, text: String)
    /// "/kg", "EUR/kg", "kr/kg", "per kg": what the price before it is per.
    case perUnit(ReceiptUnit, currency: String?)
    /// "EUR", "£", "kr" standing alone.
    case currency(String)
    /// "x", "*", "@", "×": a multiplication.
    case times
    /// "3,5%": fat content or a tax rate, never part of the food's name.
    case percent
    /// Barcodes, PLU and article numbers, masked card numbers.
    case code
    /// "14:32", "12/03/2025", "2025-03-12".
    case dateOrTime

    /// The tokens of one sanitised line.
    static func tokens(of line: String) -> [ReceiptToken] {
        var spaced = ""
        for character in line {
            switch character {
            case "@", "*", "×", "=": spaced += " \(character == "=" ? " " : character) "
            default: spaced.append(character)
            }
        }
        var raw = spaced.split(separator: " ").flatMap(splitMultiplications).flatMap(ungluing)
        // Runs of "*" masking a card number are one code, not many multiplications.
        raw = collapsingStars(raw)
        var tokens: [ReceiptToken] = []
        var index = 0
        while index < raw.count {
            let word = raw[index]
            let next = index + 1 < raw.count ? raw[index + 1] : nil
            if let number = ReceiptNumber.number(word[...]), number > 0, let next, next.first?.isLetter == true, let unit = ReceiptUnit(word: ReceiptText.fold(next)) {
                tokens.append(.measure(ReceiptMeasure(value: number, unit: unit)))
                index += 2
                continue
            }
            if let number = ReceiptNumber.number(word[...]), number > 0, let next, ReceiptText.fold(next) == "fl", index + 2 < raw.count,
                ReceiptText.fold(raw[index + 2]) == "oz"
            {
                tokens.append(.measure(ReceiptMeasure(value: number, unit: .fluidOunce)))
                index += 3
                continue
            }
            if ["per", "pro", "je"].contains(ReceiptText.fold(word)), let next, let unit = ReceiptUnit(word: ReceiptText.fold(next)) {
                tokens.append(.perUnit(unit, currency: nil))
                index += 2
                continue
            }
            tokens.append(token(word))
            index += 1
        }
        return tokens
    }

    /// One whitespace-separated piece.
    static func token(_ word: String) -> ReceiptToken {
        let folded = ReceiptText.fold(word)
        if ["x", "*", "@", "×"].contains(word.lowercased()) { return .times }
        if word.hasPrefix("****") || (word.count >= 4 && word.filter({ $0 == "*" || $0 == "#" }).count >= 3) { return .code }
        if currencies.contains(folded) || currencies.contains(word) { return .currency(word) }
        if word.hasSuffix("%"), ReceiptNumber.number(word.dropLast()) != nil { return .percent }
        if let slash = word.firstIndex(of: "/"), word[..<slash].isEmpty || currencies.contains(ReceiptText.fold(String(word[..<slash]))),
            let unit = ReceiptUnit(word: ReceiptText.fold(String(word[word.index(after: slash)...])))
        {
            let currency = word[..<slash].isEmpty ? nil : String(word[..<slash])
            return .perUnit(unit, currency: currency)
        }
        if isDateOrTime(word) { return .dateOrTime }
        if let money = ReceiptNumber.money(word) {
            // Shown as printed, with a "£" OCR read as "f" ("f1.38") put back.
            guard money.currency == "£", !word.contains("£"), let misread = word.firstIndex(where: ReceiptNumber.misreadPounds.contains) else { return .money(money, text: word) }
            return .money(money, text: word.replacingCharacters(in: misread...misread, with: "£"))
        }
        if word.allSatisfy({ $0.isASCII && $0.isNumber }), word.count >= 4 { return .code }
        if let number = ReceiptNumber.number(word[...]) { return .number(number) }
        if let measure = gluedMeasure(folded) { return .measure(measure) }
        if let unit = ReceiptUnit(word: folded), unit != .count, folded.count > 1 { return .unit(unit) }
        return .word(word)
    }

    /// "2L", "400G", "0,854kg", "6PK", "10er", "2st", "16OZ", "12-p", "6-pack".
    private static func gluedMeasure(_ folded: String) -> ReceiptMeasure? {
        guard let split = folded.firstIndex(where: { !($0.isASCII && ($0.isNumber || $0 == "." || $0 == ",")) }), split > folded.startIndex,
            let value = ReceiptNumber.number(folded[..<split]), value > 0
        else { return nil }
        var unitText = folded[split...]
        if unitText.hasPrefix("-") {
            unitText = unitText.dropFirst()
            if unitText == "p" { return ReceiptMeasure(value: value, unit: .count) }
        }
        // "160Z": an OCR engine's 16OZ, the letter O read as a nought.
        if unitText == "z", folded[..<split].hasSuffix("0"), let ounces = ReceiptNumber.number(folded[..<split].dropLast()), ounces > 0 {
            return ReceiptMeasure(value: ounces, unit: .ounce)
        }
        guard let unit = ReceiptUnit(word: String(unitText)) else { return nil }
        return ReceiptMeasure(value: value, unit: unit)
    }

    /// "2x400G" and "2X" and "x2" as a count and a multiplication: ["2", "x", "400G"];
    /// "3xNAT", an OCR engine's "3 x NAT": ["3", "x", "NAT"].
    private static func splitMultiplications(_ piece: Substring) -> [String] {
        let text = String(piece)
        let lower = text.lowercased()
        if lower.count >= 2, lower.hasSuffix("x"), lower.dropLast().allSatisfy({ $0.isASCII && $0.isNumber }) {
            return [String(text.dropLast()), "x"]
        }
        // "kgx" in "0,396 kgx 1,19", "Stkx0,86": a unit with the times sign (and the price
        // after it) run into it.
        if let x = lower.lastIndex(of: "x"), x > lower.startIndex, ReceiptUnit(word: String(lower[..<x])) != nil,
            case let rest = lower[lower.index(after: x)...], rest.isEmpty || ReceiptNumber.number(rest) != nil
        {
            let offset = lower.distance(from: lower.startIndex, to: x)
            return [String(text.prefix(offset)), "x"] + (rest.isEmpty ? [] : [String(text.dropFirst(offset + 1))])
        }
        if lower.count >= 2, lower.hasPrefix("x"), lower.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }) {
            return ["x", String(text.dropFirst())]
        }
        if let x = lower.firstIndex(of: "x"), x > lower.startIndex, lower[..<x].allSatisfy({ $0.isASCII && $0.isNumber }),
            case let rest = lower[lower.index(after: x)...], let first = rest.first,
            first.isNumber || (lower[..<x].count <= 2 && rest.count >= 2 && rest.allSatisfy(\.isLetter))
        {
            let offset = lower.distance(from: lower.startIndex, to: x)
            return [String(text.prefix(offset)), "x", String(text.dropFirst(offset + 1))]
        }
        return [text]
    }

    /// Words an OCR engine ran together, apart again: a price and its tax flag ("2.41N",
    /// "3,81A"), a size and a barcode ("180z22407"), a name and its size ("BNS415G").
    static func ungluing(_ printed: String) -> [String] {
        // "BAC0N", "MJ0LK3%": a zero between letters is a letter O misread, not a size.
        let word = ReceiptText.lettered(printed)
        let characters = Array(word)
        let digits = characters.prefix { $0.isASCII && ($0.isNumber || $0 == "." || $0 == "," || $0 == "-") }
        let letters = characters.dropFirst(digits.count)
        // "2.41N", "1,55KF", "1897F": a price or a code, then one or two capitals that are no unit.
        if digits.count >= 3, !letters.isEmpty, letters.count <= 2, letters.allSatisfy({ $0.isASCII && $0.isUppercase }),
            ReceiptUnit(word: String(letters).lowercased()) == nil, gluedMeasure(ReceiptText.fold(word)) == nil
        {
            return [String(digits), String(letters)]
        }
        // "180z22407", "4CT8104": a size, then the start of a barcode.
        if !digits.isEmpty, let end = letters.firstIndex(where: \.isNumber), characters[end...].count >= 3,
            characters[end...].allSatisfy({ $0.isASCII && $0.isNumber }), gluedMeasure(ReceiptText.fold(String(characters[..<end]))) != nil
        {
            return [String(characters[..<end]), String(characters[end...])]
        }
        // "BNS415G", "BANANAS32", "Vollmilch3,5%": a word, then a size, a barcode or a fat content.
        if let start = characters.firstIndex(where: { $0.isASCII && $0.isNumber }), start >= 2,
            characters[..<start].allSatisfy(\.isLetter),
            gluedMeasure(ReceiptText.fold(String(characters[start...]))) != nil || start >= 3
        {
            return [String(characters[..<start]), String(characters[start...])]
        }
        return [word]
    }

    private static func collapsingStars(_ words: [String]) -> [String] {
        var result: [String] = []
        var run = 0
        func flush() {
            if run >= 3 {
                result.append("****")
            } else {
                result.append(contentsOf: Array(repeating: "*", count: run))
            }
            run = 0
        }
        for word in words {
            if word == "*" {
                run += 1
                continue
            }
            if run >= 3, word.allSatisfy({ $0.isNumber }) {
                // The last digits of a masked card number belong to it.
                run = 3
                flush()
                continue
            }
            flush()
            result.append(word)
        }
        flush()
        return result
    }

    private static func isDateOrTime(_ word: String) -> Bool {
        let parts = word.split(omittingEmptySubsequences: false, whereSeparator: { ":./-".contains($0) })
        guard parts.count >= 2, parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy { $0.isASCII && $0.isNumber } }) else { return false }
        if word.contains(":") { return parts.count <= 3 && parts.allSatisfy { $0.count <= 2 } }
        return parts.count == 3
    }

    private static let currencies: Set<String> = ["eur", "euro", "€", "£", "$", "gbp", "usd", "sek", "kr", "kronor"]
}
