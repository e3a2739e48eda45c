import LunchBoxCore

/// What a scan says about its result, as a value each face words in its reader's
/// language (`text(_:)`, `scan2` table). `english` is what the JSON API's `message` says;
/// an answer read back from a household server is `.text`, shown as it came.
public enum ScanNotice: Equatable, Sendable {
    case found(Int)
    /// Every recognizer failed.
    case unreadable
    /// Something was considered, nothing passed the threshold.
    case unsure
    case nothing
    case text(String)

    init(detected: [DetectedItem], considered: [DetectedItem], reports: [RecognizerReport]) {
        if !detected.isEmpty {
            self = .found(detected.count)
        } else if reports.allSatisfy({ $0.error != nil }) {
            self = .unreadable
        } else {
            self = considered.isEmpty ? .nothing : .unsure
        }
    }

    public func text(_ words: Wording) -> String {
        switch self {
        case .found(let count): words.counting("scan2.notice.found", count)
        case .unreadable: words("scan2.notice.unreadable")
        case .unsure: words("scan2.notice.unsure")
        case .nothing: words("scan2.notice.nothing")
        case .text(let text): text
        }
    }

    /// The API's English sentence: the English catalog's.
    public var english: String { text(.english) }
}
