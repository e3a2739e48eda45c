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

        let height = Self.median(boxed.map(\.box.height)) ?? 0
        let slant = Self.slant(of: boxed.map(\.box), height: height)
        var groups = Self.groups(of: boxed, slant: slant, height: height)
        // Whole lines measure the slant better than neighbouring words: group again with it.
        let fitted = Self.fittedSlant(of: groups, bound: slant.bound)
        if fitted != slant { groups = Self.groups(of: boxed, slant: fitted, height: height) }
        let lines = groups.map { group in ReceiptTextLine(words: group.sorted { $0.box.x < $1.box.x }.map(\.text)) }
        return lines + unboxed
    }

    /// The words in lines, top to bottom: sorted by their height on the slant, a word
    /// joins the line above when it is within `tolerance` text heights of the line's mean.
    static func groups(of boxed: [(text: RecognizedText, box: ScanBox)], slant: ReceiptSlant, height: Double) -> [[(text: RecognizedText, box: ScanBox)]] {
        let placed = boxed.map { (text: $0.text, box: $0.box, level: slant.level(of: $0.box)) }.sorted { $0.level < $1.level }
        var groups: [[(text: RecognizedText, box: ScanBox)]] = []
        var levels: [Double] = []
        var heights: [Double] = []
        for word in placed {
            if let last = levels.last {
                let mean = last / Double(groups[groups.count - 1].count)
                let lineHeight = median(heights) ?? height
                if word.level - mean <= tolerance * max(min(lineHeight, word.box.height), height) {
                    groups[groups.count - 1].append((word.text, word.box))
                    levels[levels.count - 1] += word.level
                    heights.append(word.box.height)
                    continue
                }
            }
            groups.append([(word.text, word.box)])
            levels.append(word.level)
            heights = [word.box.height]
        }
        return groups
    }

    /// The slant the lines found show: each line's least-squares slope, from lines at
    /// least a fifth of the picture wide, weighted by their words.
    static func fittedSlant(of groups: [[(text: RecognizedText, box: ScanBox)]], bound: Double) -> ReceiptSlant {
        var samples: [ReceiptSlant.Sample] = []
        for group in groups where group.count >= 2 {
            let xs = group.map { centreX($0.box) }
            let ys = group.map { centreY($0.box) }
            guard let low = xs.min(), let high = xs.max(), high - low >= 0.2, let slope = leastSquaresSlope(xs, ys) else { continue }
            samples.append(ReceiptSlant.Sample(y: ys.reduce(0, +) / Double(ys.count), slope: slope, weight: Double(group.count - 1)))
        }
        return ReceiptSlant.fitted(samples, bound: bound)
    }

    static func leastSquaresSlope(_ xs: [Double], _ ys: [Double]) -> Double? {
        let meanX = xs.reduce(0, +) / Double(xs.count)
        let meanY = ys.reduce(0, +) / Double(ys.count)
        let spread = xs.map { ($0 - meanX) * ($0 - meanX) }.reduce(0, +)
        guard spread > 0 else { return nil }
        return zip(xs, ys).map { ($0 - meanX) * ($1 - meanY) }.reduce(0, +) / spread
    }

    /// The slant of the text, from chains of neighbouring words: each word is linked to
    /// the nearest word to its right, less than 0.6 of a word's width away, whose box
    /// overlaps it by half a height (words of one line, which no slant separates when they
    /// are close), each chain is fitted with
    /// a line, and the chains' slopes are combined by their median, weighted by their
    /// links (a wide gap can link a word to the line above; it is one vote among many). Never steeper than the boxes allow: a turned word's box is taller
    /// by its width times the slope, so no box is flatter than the text's slant.
    static func slant(of boxes: [ScanBox], height: Double) -> ReceiptSlant {
        guard height > 0, boxes.count >= 2 else { return .flat }
        let wide = boxes.filter { $0.width >= 3 * height }
        let bound = min(maximumSlope, (wide.map { $0.height / $0.width }.min() ?? maximumSlope) + 0.002)
        let order = boxes.indices.sorted { centreY(boxes[$0]) < centreY(boxes[$1]) }
        // Words of a name are a space apart; a price across the roll may sit beside the
        // next line once the photo is turned, so wide gaps are not linked, unless the
        // engine boxed whole runs of words (PP-OCR's lines) and little else links.
        let linked = chainSlopes(of: boxes, order: order, maximumGap: 0.6 * (median(boxes.map(\.width)) ?? 0))
        // Eight chains of close words agree enough: wide links across a turned photo can
        // join a name to the next line's price and tip the slope the wrong way.
        let enough = linked.count >= 8 || linked.map(\.weight).reduce(0, +) * 4 >= Double(boxes.count)
        let slopes = enough ? linked : chainSlopes(of: boxes, order: order, maximumGap: .infinity)
        return ReceiptSlant.fitted(slopes, bound: bound)
    }

    /// The slope of each chain of words linked left to right, weighted by its links.
    static func chainSlopes(of boxes: [ScanBox], order: [Int], maximumGap: Double) -> [ReceiptSlant.Sample] {
        var positions = [Int](repeating: 0, count: boxes.count)
        for (position, index) in order.enumerated() { positions[index] = position }
        var next = [Int?](repeating: nil, count: boxes.count)
        var taken = [Bool](repeating: false, count: boxes.count)
        for index in boxes.indices.sorted(by: { boxes[$0].x < boxes[$1].x }) {
            let box = boxes[index]
            let position = positions[index]
            var best: (gap: Double, index: Int)?
            for other in order[max(0, position - 24)..<min(order.count, position + 25)] where other != index && !taken[other] {
                let candidate = boxes[other]
                guard centreX(candidate) > box.x + box.width * 0.75 else { continue }
                let overlap = min(box.y + box.height, candidate.y + candidate.height) - max(box.y, candidate.y)
                guard overlap >= 0.5 * min(box.height, candidate.height) else { continue }
                let gap = candidate.x - (box.x + box.width)
                guard gap <= maximumGap else { continue }
                if best.map({ gap < $0.gap }) ?? true { best = (gap, other) }
            }
            if let best {
                next[index] = best.index
                taken[best.index] = true
            }
        }
        var slopes: [ReceiptSlant.Sample] = []
        for start in boxes.indices where !taken[start] {
            var chain = [start]
            while let following = next[chain[chain.count - 1]], chain.count < boxes.count { chain.append(following) }
            let xs = chain.map { centreX(boxes[$0]) }
            let ys = chain.map { centreY(boxes[$0]) }
            guard chain.count >= 2, let slope = leastSquaresSlope(xs, ys) else { continue }
            slopes.append(ReceiptSlant.Sample(y: ys.reduce(0, +) / Double(ys.count), slope: slope, weight: Double(chain.count - 1)))
        }
        return slopes
    }

    static func centreX(_ box: ScanBox) -> Double { box.x + box.width / 2 }
    static func centreY(_ box: ScanBox) -> Double { box.y + box.height / 2 }

    static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }
}
