import Foundation
import LunchBoxCore

/// How the API's JSON is written and read on both sides: sorted keys, ISO 8601 dates,
/// slashes as they are.
public enum APICoding {
    public static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    public static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}

/// What the API answers for an error: the status again, the words every face shows
/// (`UserFacingError`, in English), what the person can do next, how an API client does
/// it, and the error as keys a client words in its own language (`fault`).
public struct APIErrorBody: Codable, Equatable, Sendable {
    public struct Detail: Codable, Equatable, Sendable {
        public let status: Int
        public let title: String
        public let message: String
        public let actions: [String]
        /// How a client of the API takes the actions ("Send DELETE /api/meals/…?confirm=true
        /// to confirm."); the message itself is the same words every face shows.
        public let hint: String?
        /// The same error as catalog keys and values, for a client to word in its reader's
        /// language; absent for an error that has English words only.
        public let fault: APIFault?

        public init(status: Int, title: String, message: String, actions: [String], hint: String? = nil, fault: APIFault? = nil) {
            self.status = status
            self.title = title
            self.message = message
            self.actions = actions
            self.hint = hint
            self.fault = fault
        }
    }

    public let error: Detail

    public init(error: Detail) {
        self.error = error
    }
}

/// The HTTP status of each kind of failure, and back: the server answers with it, and
/// the household client tells the person the same kind of thing the web page would.
public enum APIStatus {
    public static func code(for kind: UserFacingError.Kind) -> Int {
        switch kind {
        case .offline: 503
        case .busy: 429
        case .needsAction: 409
        case .configuration, .service: 502
        case .input: 400
        case .notFound: 404
        case .storage, .unknown: 500
        }
    }

    /// The kind of an error answered with `code`.
    public static func kind(for code: Int) -> UserFacingError.Kind {
        switch code {
        case 503: .offline
        case 429: .busy
        case 409: .needsAction
        case 502: .configuration
        case 404: .notFound
        case 400..<500: .input
        default: .unknown
        }
    }
}
