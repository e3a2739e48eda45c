/// Why a household document cannot be imported. Nothing is changed when one is thrown.
public enum HouseholdDocumentError: Error, Equatable, Sendable, UserFacingErrorConvertible {
    case tooLarge(maximumBytes: Int)
    /// Not JSON, or JSON that is not a LunchBox household document.
    case notADocument
    /// Written by a newer LunchBox than this one.
    case newerVersion(Int)
    /// A LunchBox document with a part that cannot be read; says where.
    case damaged(String)
    /// Readable, but breaks a rule the household keeps; says which.
    case invalid(String)

    public var userFacingError: UserFacingError {
        switch self {
        case .tooLarge(let maximum):
            UserFacingError(title: "File too large", message: "That file is larger than \(maximum / 1024 / 1024) MB, far more than a household document.", kind: .input)
        case .notADocument:
            UserFacingError(
                title: "Not a household document", message: "That file is not a LunchBox household document. Choose a file LunchBox exported (a .json file).",
                kind: .input)
        case .newerVersion(let version):
            UserFacingError(
                title: "Made by a newer LunchBox",
                message: "That document is version \(version), from a newer LunchBox than this one. Update LunchBox, then import it again. Nothing was changed.",
                kind: .input)
        case .damaged(let place):
            UserFacingError(title: "Document damaged", message: "That household document is damaged: \(place) cannot be read. Nothing was changed.", kind: .input)
        case .invalid(let reason):
            UserFacingError(title: "Document not valid", message: "That household document cannot be imported: \(reason). Nothing was changed.", kind: .input)
        }
    }

    /// Where a decoding error happened, in the document's own words: "kitchen item 3's bestBefore".
    static func `where`(_ error: DecodingError) -> String {
        let path: [any CodingKey]
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context), .dataCorrupted(let context):
            path = context.codingPath + (error.missingKey.map { [$0] } ?? [])
        @unknown default:
            path = []
        }
        guard !path.isEmpty else { return "the document" }
        let words = path.map { key in key.intValue.map { "item \($0 + 1)" } ?? "“\(key.stringValue)”" }
        return String(words.joined(separator: " → ").prefix(200))
    }
}

extension DecodingError {
    fileprivate var missingKey: (any CodingKey)? {
        if case .keyNotFound(let key, _) = self { return key }
        return nil
    }
}
