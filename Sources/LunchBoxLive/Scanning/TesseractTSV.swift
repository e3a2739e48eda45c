import LunchBoxCore

/// Reads tesseract's `tsv` output: one row per page, block, paragraph, line and word,
/// with boxes in pixels and a confidence from 0 to 100 per word.
enum TesseractTSV {
    /// The lines of text, each with its words' mean confidence and the box around them,
    /// in fractions of the page.
    static func lines(from tsv: String) -> [RecognizedText] {
        struct Line {
            var words: [String] = []
            var confidence: Double = 0
            var box: (left: Int, top: Int, right: Int, bottom: Int)?
        }
        var page = (width: 0, height: 0)
        var order: [String] = []
        var lines: [String: Line] = [:]
        for row in tsv.split(whereSeparator: \.isNewline).dropFirst() {
            let fields = row.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 12, let level = Int(fields[0]) else { continue }
            let numbers = fields[6...9].compactMap { Int($0) }
            guard numbers.count == 4 else { continue }
            if level == 1 { page = (numbers[2], numbers[3]) }
            guard level == 5, let confidence = Double(fields[10]), confidence >= 0 else { continue }
            let text = fields[11...].joined(separator: "\t").trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty else { continue }
            let key = fields[1...4].joined(separator: ".")
            if lines[key] == nil { order.append(key) }
            var line = lines[key] ?? Line()
            line.words.append(text)
            line.confidence += confidence
            let (left, top, right, bottom) = (numbers[0], numbers[1], numbers[0] + numbers[2], numbers[1] + numbers[3])
            line.box = line.box.map { (min($0.left, left), min($0.top, top), max($0.right, right), max($0.bottom, bottom)) } ?? (left, top, right, bottom)
            lines[key] = line
        }
        return order.compactMap { key in
            guard let line = lines[key], !line.words.isEmpty else { return nil }
            let box = line.box.flatMap { box in
                ScanBox(pixelsX: box.left, y: box.top, width: box.right - box.left, height: box.bottom - box.top, imageWidth: page.width, imageHeight: page.height)
            }
            return RecognizedText(text: line.words.joined(separator: " "), confidence: Float(line.confidence / Double(line.words.count) / 100), box: box)
        }
    }
}
