import LunchBoxCore

/// How a recognizer is set up, or why it cannot run, as a value each face words in its
/// reader's language (`text(_:)`, `scan3` table); `english` is what the JSON's `detail`
/// says. A status read back from a household server is `.text`, shown as it came.
public enum RecognizerDetail: Equatable, Sendable {
    case onThisMachine
    /// Missing here, for no reason the machine gave.
    case notAvailable
    /// Photos cannot be resized for the vision model (no libvips).
    case cannotResizePhotos
    /// No AI key is saved for the vision model.
    case needsVisionKey
    /// The vision model and the host it is asked at.
    case visionModel(model: String, host: String)
    /// The on-device image model, by its name.
    case imageModel(printModel: String)
    /// The kitchen memory, with how many foods it learnt (none yet: 0).
    case memory(learnt: Int)
    case missing(RecognizerMissing)
    /// Set up as `detail` says, not yet tried on a photo.
    indirect case untried(RecognizerDetail)
    case text(String)

    public func text(_ words: Wording) -> String {
        switch self {
        case .onThisMachine: words("scan3.detail.onThisMachine")
        case .notAvailable: words("scan3.detail.notAvailable")
        case .cannotResizePhotos: words("scan3.detail.cannotResize")
        case .needsVisionKey: words("scan3.detail.needsVisionKey")
        case .visionModel(let model, let host): words("scan3.detail.visionModel", model, host)
        case .imageModel(let printModel): words("scan3.detail.imageModel", printModel)
        case .memory(let learnt): learnt == 0 ? words("scan3.detail.memoryEmpty") : words.counting("scan3.detail.memoryLearnt", learnt)
        case .missing(let missing): missing.text(words)
        case .untried(let detail): words("scan3.detail.untried", detail.text(words))
        case .text(let text): text
        }
    }

    /// The API's English: the English catalog's.
    public var english: String { text(.english) }

    /// How the recognizer is set up, as the database keeps it when it answers a photo
    /// (`RecognizerAnswerRepository`), for those that must have answered before they are
    /// "ready". Fixed and in no reader's language: a row stored before stays meaning the
    /// same whatever the catalog says.
    var setup: String? {
        switch self {
        case .visionModel(let model, let host): "\(model) at \(host)"
        case .imageModel(let printModel): "On this machine, no key (\(printModel))"
        default: nil
        }
    }
}
