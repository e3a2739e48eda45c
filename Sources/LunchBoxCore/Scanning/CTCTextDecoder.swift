import Foundation

/// Turns a text recogniser's output into text: at each step the recogniser names its
/// likeliest class, where 0 is "no letter here" (CTC's blank), class c is the c-th
/// character of its keys, and the class after the last key is a space. A letter held over
/// several steps is one letter; the same letter twice needs a blank between.
public struct CTCTextDecoder: Sendable {
    /// Below this mean probability of its letters, a reading is a guess, not text.
    public static let minimumConfidence: Float = 0.5

    private let characters: [String]

    /// `keys` is the recogniser's character list, one a line, as scripts/setup writes it.
    public init(keys: String) {
        var lines = keys.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        characters = lines + [" "]
    }

    /// The text the steps spell, with the mean probability of its letters as its
    /// confidence, seen at `box`; nil for no letters, or letters read with less than
    /// `minimumConfidence`. `labels` and `probabilities` have one entry a step.
    public func text(labels: [Int32], probabilities: [Float], box: ScanBox? = nil) -> RecognizedText? {
        var text = ""
        var sum: Float = 0
        var count = 0
        var previous: Int32 = 0
        for (label, probability) in zip(labels, probabilities) {
            defer { previous = label }
            guard label != previous, label > 0, Int(label) <= characters.count else { continue }
            text += characters[Int(label) - 1]
            sum += probability.isFinite ? probability : 0
            count += 1
        }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard count > 0, !trimmed.isEmpty else { return nil }
        let confidence = sum / Float(count)
        guard confidence >= Self.minimumConfidence else { return nil }
        return RecognizedText(text: trimmed, confidence: confidence, box: box)
    }
}
