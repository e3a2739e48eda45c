import LunchBoxCore

/// What would help when a scan found nothing, as a value each face words (`text(_:)`);
/// `english` is the JSON API's `advice` line.
public enum ScanAdvice: Equatable, Sendable {
    /// The recognizers that read the photo.
    case lookedWith([RecognizerKind])
    /// The surest detection below the threshold, in whole percent.
    case closestGuess(food: String, percent: Int, threshold: Int)
    /// The kitchen memory can learn this photo.
    case teachIt
    case typeIt
    /// No vision model read the photo.
    case visionModel
    case text(String)

    public func text(_ words: Wording) -> String {
        switch self {
        case .lookedWith(let kinds): words("scan2.advice.lookedWith", kinds.map { $0.title(words) }.joined(separator: ", "))
        case .closestGuess(let food, let percent, let threshold): words("scan2.advice.closestGuess", food, percent, threshold)
        case .teachIt: words("scan2.advice.teachIt")
        case .typeIt: words("scan2.advice.typeIt")
        case .visionModel: words("scan2.advice.visionModel")
        case .text(let text): text
        }
    }

    /// The API's English line: the English catalog's.
    public var english: String { text(.english) }
}
