import Foundation

/// Everything that can go wrong when asking an AI service for ideas.
///
/// Bodies and details are stored with the API key already removed (see `SecretRedactor`),
/// and the messages people see come from `UserFacingError`, the one mapping from errors
/// to words.
public enum AIClientError: Error, Equatable, Sendable {
    case missingAPIKey
    case networkUnavailable
    case invalidBaseURL
    case invalidTimeout
    case insecureEndpoint(host: String)
    case timedOut(seconds: Int)
    case cannotConnect(host: String)
    /// A non-2xx reply. `serverMessage` is the service's own explanation, when it gave one.
    case httpError(statusCode: Int, body: String, serverMessage: String? = nil, retryAfterSeconds: Int? = nil)
    case invalidResponse(String)
    /// The model stopped because it hit its output limit (`finish_reason: "length"`).
    case truncatedResponse
    case insufficientSuggestions(count: Int)
    case transport(String)
}

extension AIClientError: LocalizedError {
    public var errorDescription: String? { UserFacingError(self).message }
}
