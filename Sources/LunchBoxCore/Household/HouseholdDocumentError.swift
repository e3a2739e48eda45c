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

    /// The place or reason a document names stays in English: it quotes the document's own keys.
    public var userFacingError: UserFacingError {
        let fault =
            switch self {
            case .tooLarge(let maximum): Fault(title: "fault2.title.fileTooLarge", message: "fault2.document.tooLarge", [.number(maximum / 1024 / 1024)])
            case .notADocument: Fault(title: "fault2.title.notADocument", message: "fault2.document.notADocument")
            case .newerVersion(let version): Fault(title: "fault2.title.newerVersion", message: "fault2.document.newerVersion", [.number(version)])
            case .damaged(let place): Fault(title: "fault2.title.documentDamaged", message: "fault2.document.damaged", [.text(place)])
            case .invalid(let reason): Fault(title: "fault2.title.documentNotValid", message: "fault2.document.invalid", [.text(reason)])
            }
        return UserFacingError(fault, kind: .input)
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
