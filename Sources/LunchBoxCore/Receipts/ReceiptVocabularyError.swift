import Foundation

/// Why the receipt vocabulary could not be loaded.
public enum ReceiptVocabularyError: Error, Equatable, LocalizedError {
    case missingResource
    case unreadable(reason: String)

    public var errorDescription: String? {
        switch self {
        case .missingResource: "LunchBox's receipt words are missing from this build: reinstall LunchBox."
        case .unreadable(let reason): "LunchBox's receipt words could not be read (\(reason)): reinstall LunchBox."
        }
    }
}
