import Foundation

/// Finding the slant of a receipt's lines in a photo.
extension ReceiptLineGrouper {
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

    /// The slant of the text. Two measures are tried and the one that lines the words up
    /// best is kept:
    /// - chains of neighbouring words: each word is linked to the nearest word to its
    ///   right, less than 0.6 of a word's width away, whose box overlaps it by half a
    ///   height; each chain is fitted with a line and the slopes combined by their median,
    ///   weighted by links (a stray link to the line above is one vote among many);
    /// - the boxes' shapes: a turned box is taller than its text by its width times the
    ///   slope, so box height against box width gives the slope's size (and the text's
    ///   height); its sign is whichever lines more words up. This is what reads PP-OCR's
    ///   boxes of whole lines, which overlap the lines beside them when turned.
    /// Never steeper than the flattest wide box allows.
    static func slant(of boxes: [ScanBox]) -> ReceiptSlant {
        guard boxes.count >= 2 else { return .flat }
        let height = median(boxes.map(\.height)) ?? 0
        guard height > 0 else { return .flat }
        let wide = boxes.filter { $0.width >= 3 * height }
        let bound = min(maximumSlope, (wide.map { $0.height / $0.width }.min() ?? maximumSlope) + 0.002)
        let order = boxes.indices.sorted { centreY(boxes[$0]) < centreY(boxes[$1]) }
        // Words of a name are a space apart; a price across the roll may sit beside the
        // next line once the photo is turned, so wide gaps are not linked, unless the
        // engine boxed whole runs of words and little else links.
        let linked = chainSlopes(of: boxes, order: order, maximumGap: 0.6 * (median(boxes.map(\.width)) ?? 0))
        let slopes = linked.map(\.weight).reduce(0, +) * 4 >= Double(boxes.count) ? linked : chainSlopes(of: boxes, order: order, maximumGap: .infinity)
        var candidates = [ReceiptSlant.fitted(slopes, bound: bound)]
        var textHeight = height
        if let (size, text) = shapeSlope(of: boxes), size > 0.002 {
            textHeight = text
            candidates += [size, -size].map { ReceiptSlant(base: min($0, bound), change: 0, bound: bound) }
        }
        let scored = candidates.enumerated().map { (slant: $1, score: alignment(of: boxes, slant: $1, height: textHeight), order: $0) }
        return scored.max { ($0.score, -$0.order) < ($1.score, -$1.order) }?.slant ?? candidates[0]
    }

    /// The slope's size and the text's height from the boxes' shapes: box height against
    /// box width by least squares (a turned box is taller by its width times the slope).
    /// Nil when the boxes are all about as wide.
    static func shapeSlope(of boxes: [ScanBox]) -> (size: Double, textHeight: Double)? {
        guard boxes.count >= 4, let slope = leastSquaresSlope(boxes.map(\.width), boxes.map(\.height)) else { return nil }
        let meanWidth = boxes.map(\.width).reduce(0, +) / Double(boxes.count)
        let meanHeight = boxes.map(\.height).reduce(0, +) / Double(boxes.count)
        let text = meanHeight - slope * meanWidth
        guard slope > 0, text > 0 else { return nil }
        return (slope, text)
    }

    /// How well a slant lines the words up: pairs of boxes far apart across the picture
    /// whose slanted heights agree to a third of the text's height.
    static func alignment(of boxes: [ScanBox], slant: ReceiptSlant, height: Double) -> Int {
        let placed = boxes.map { (level: slant.level(of: $0), x: centreX($0)) }.sorted { $0.level < $1.level }
        var pairs = 0
        for (position, box) in placed.enumerated() {
            var next = position + 1
            while next < placed.count, placed[next].level - box.level < height / 3 {
                if abs(placed[next].x - box.x) > 0.1 { pairs += 1 }
                next += 1
            }
        }
        return pairs
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

}
