import Foundation

// A scan's words in the reader's language (`settings` and `scan2` tables): the
// recognizers' names and how sure a detection is. The English `title` and
// `confidenceSummary` stay for the JSON API and the iPhone's English screens.

extension RecognizerKind {
    /// "Food model", "Etikettenleser".
    public func title(_ words: Wording) -> String {
        words("settings.recognizer.\(rawValue)")
    }
}

extension DetectedItem {
    /// "92%, Label reader + Barcode reader": how sure, and who saw it.
    public func confidenceSummary(_ words: Wording) -> String {
        words("scan2.confidence", Int((confidence * 100).rounded()), recognizers.map { $0.title(words) }.joined(separator: " + "))
    }
}

extension ReceiptLineKind {
    /// Why a receipt's line was left out, as a person says it: "Carrier bag", "Pfandbon".
    public func title(_ words: Wording) -> String {
        words("scan2.receipt.kind.\(rawValue)")
    }

    /// `title(_:)` inside a sentence: "carrier bag". German keeps its capital, as its
    /// nouns do.
    public func titleInSentence(_ words: Wording) -> String {
        let title = title(words)
        guard words.language != .german, let first = title.first else { return title }
        return first.lowercased() + title.dropFirst()
    }
}
