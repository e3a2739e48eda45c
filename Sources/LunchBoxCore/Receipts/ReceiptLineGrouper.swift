import Foundation

/// Puts the words an OCR engine read from a receipt photo back into printed lines.
///
/// Receipts are tall and narrow and photographed a little turned or curled, so a line's
/// words do not share one height in the picture. The grouper estimates the slant from
/// chains of neighbouring words, measures each word's height on it, joins words whose heights differ by less
/// than 0.7 of the text height, then fits the slant again on the lines found and groups
/// once more; words are put left to right. Words without a box stay
/// lines of their own, after the others, in the order given.
public struct ReceiptLineGrouper: Sendable {
    /// The most words read from one photo; a long receipt has about a thousand.
    public static let maximumWords = 4_000
    /// The steepest slant taken (y over x, in the picture's fractions).
    static let maximumSlope = 0.3
    /// A word joins a line when its slanted height is within this many text heights of
    /// the line's: printed lines are at least 1.2 heights apart, and a photo's words
    /// wander a third of a height either way.
    static let tolerance = 0.7

    public init() {}

    public func lines(from texts: [RecognizedText]) -> [ReceiptTextLine] {
        let usable = texts.prefix(Self.maximumWords).filter { !$0.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
        let boxed = usable.compactMap { text in text.box.map { (text: text, box: $0) } }
        let unboxed = usable.filter { $0.box == nil }.map { ReceiptTextLine(words: [$0]) }
        guard !boxed.isEmpty else { return unboxed }

        let slant = Self.slant(of: boxed.map(\.box))
        var groups = Self.groups(of: boxed, slant: slant)
        // Whole lines measure the slant better than neighbouring words: group again with it.
        let fitted = Self.fittedSlant(of: groups, bound: slant.bound)
        if fitted != slant { groups = Self.groups(of: boxed, slant: fitted) }
        let lines = groups.map { group in ReceiptTextLine(words: group.sorted { $0.box.x < $1.box.x }.map(\.text)) }
        return lines + unboxed
    }

    /// The words in lines, top to bottom: sorted by their height on the slant, a word
    /// joins the line above when it is within `tolerance` text heights of the line's mean.
    static func groups(of boxed: [(text: RecognizedText, box: ScanBox)], slant: ReceiptSlant) -> [[(text: RecognizedText, box: ScanBox)]] {
        let placed = boxed.map { (text: $0.text, box: $0.box, level: slant.level(of: $0.box), height: textHeight(of: $0.box, slant: slant)) }
            .sorted { $0.level < $1.level }
        let height = median(placed.map(\.height)) ?? 0
        var groups: [[(text: RecognizedText, box: ScanBox)]] = []
        var levels: [Double] = []
        var heights: [Double] = []
        for word in placed {
            if let last = levels.last {
                let mean = last / Double(groups[groups.count - 1].count)
                let lineHeight = median(heights) ?? height
                if word.level - mean <= tolerance * max(min(lineHeight, word.height), height) {
                    groups[groups.count - 1].append((word.text, word.box))
                    levels[levels.count - 1] += word.level
                    heights.append(word.height)
                    continue
                }
            }
            groups.append([(word.text, word.box)])
            levels.append(word.level)
            heights = [word.height]
        }
        return groups
    }

    /// The height of the text in a box: a turned line's box is taller than its letters by
    /// its width times the slope (PP-OCR boxes whole lines, so this is most of it).
    static func textHeight(of box: ScanBox, slant: ReceiptSlant) -> Double {
        max(box.height - abs(slant.slope(atY: centreY(box))) * box.width, box.height * 0.25)
    }

    static func centreX(_ box: ScanBox) -> Double { box.x + box.width / 2 }
    static func centreY(_ box: ScanBox) -> Double { box.y + box.height / 2 }

    static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }
}
