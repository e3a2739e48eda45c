import Foundation

/// What a person is told when something fails, and what they can do about it.
///
/// This is the one place that turns errors into words, and the words are the same in
/// every face: no command names, no URLs, no button labels. Each face (web page, CLI,
/// iOS alert) shows `message`, offers the `actions` in its own way (a button, a command
/// hint from its own table), and turns `kind` into an HTTP status or an exit code.
/// Messages never contain the API key (errors hold redacted text only) and never raw
/// server bodies.
public struct UserFacingError: Error, Equatable, Sendable {
    /// Something the person can do next.
    public enum Action: String, Equatable, Sendable {
        case openSettings
        case retry
        case useOfflineChef
        /// Add food to the kitchen (it is empty, or too bare for three ideas).
        case addFood
        /// Ask for ideas (there are none to open, save or plan yet).
        case askForIdeas
        /// Say yes to a change that loses something (a planned meal and its days).
        case confirm
    }

    /// What went wrong, broadly: faces style kinds differently (the offline banner) and
    /// map them to an HTTP status or an exit code.
    public enum Kind: String, Equatable, Sendable {
        /// No network: the AI service cannot be reached from here.
        case offline
        /// Something has to happen first: a key saved, food added, ideas asked for, a
        /// deletion confirmed.
        case needsAction
        /// The AI service refused how it was called (the key, the model, the address).
        case configuration
        /// The AI service failed or answered with something unusable.
        case service
        /// What the person typed or sent is not valid.
        case input
        /// The thing asked for is not (or no longer) there.
        case notFound
        /// This machine is doing as much of it as it can at once: try again in a moment.
        case busy
        /// Local files: the database, the credentials file, the food list.
        case storage
        case unknown
    }

    public let title: String
    public let message: String
    public let actions: [Action]
    public let kind: Kind

    public init(title: String, message: String, actions: [Action] = [], kind: Kind) {
        self.title = title
        self.message = message
        self.actions = actions
        self.kind = kind
    }

    public init(_ error: any Error) {
        switch error {
        case let error as UserFacingError: self = error
        case let error as any UserFacingErrorConvertible: self = error.userFacingError
        case let error as AIClientError: self = Self.describe(error)
        case let error as SecretStoreError: self = Self.describe(error)
        case let error as UserTextError: self = Self.describe(error)
        case let error as InventoryError: self = Self.describe(error)
        case let error as PlannerError: self = Self.describe(error)
        case let error as OfflineChefError: self = Self.describe(error)
        case let error as IdeasError: self = Self.describe(error)
        case let error as SettingsError: self = Self.describe(error)
        case let error as FoodLexiconError:
            self.init(title: "Food list damaged", message: error.localizedDescription, kind: .storage)
        case let error as any LocalizedError:
            self.init(title: "Something went wrong", message: error.errorDescription ?? "An unexpected error occurred.", kind: .unknown)
        default:
            self.init(title: "Something went wrong", message: "An unexpected error occurred. Please try again.", actions: [.retry], kind: .unknown)
        }
    }

    public var allowsRetry: Bool { actions.contains(.retry) }
}

/// An error from a module the core cannot see (storage) that knows its own words. Its
/// `userFacingError` follows the same rules as every message here: plain, face-neutral.
public protocol UserFacingErrorConvertible: Error {
    var userFacingError: UserFacingError { get }
}

extension UserFacingError: LocalizedError {
    public var errorDescription: String? { message }
}

extension UserFacingError {
    static func describe(_ error: AIClientError) -> UserFacingError {
        switch error {
        case .missingAPIKey:
            UserFacingError(
                title: "No API key", message: "No API key is saved yet. Add your key in Settings to get AI ideas, or use the built-in offline chef.", actions: [.openSettings, .useOfflineChef],
                kind: .needsAction)
        case .networkUnavailable:
            UserFacingError(
                title: "You're offline", message: "You're offline, so the AI service can't be reached. Connect to the internet and try again, or use the built-in offline chef.",
                actions: [.useOfflineChef], kind: .offline)
        case .invalidBaseURL:
            UserFacingError(
                title: "Base URL not valid", message: "The base URL is not a valid web address. Enter one such as https://api.openai.com/v1 in Settings.", actions: [.openSettings],
                kind: .input)
        case .invalidTimeout:
            UserFacingError(
                title: "Timeout not valid", message: "The timeout must be between \(Int(AIConfiguration.timeoutRange.lowerBound)) and \(Int(AIConfiguration.timeoutRange.upperBound)) seconds.",
                kind: .input)
        case .insecureEndpoint(let host):
            UserFacingError(
                title: "Insecure address",
                message:
                    "The base URL for \(host) uses plain http://, which would send your key and food list unencrypted. Use https://; plain http is only allowed for this computer (localhost, 127.0.0.1 or ::1).",
                actions: [.openSettings], kind: .input)
        case .timedOut(let seconds):
            UserFacingError(title: "No answer", message: "The AI service did not answer within \(seconds) seconds. Please retry.", actions: [.retry, .useOfflineChef], kind: .service)
        case .cannotConnect(let host):
            UserFacingError(
                title: "Can't connect", message: "Could not connect to \(host). Check the base URL in Settings and that the service is running, then retry.",
                actions: [.retry, .openSettings, .useOfflineChef], kind: .service)
        case let .httpError(status, _, serverMessage, retryAfter):
            describeHTTP(status: status, serverMessage: serverMessage, retryAfter: retryAfter)
        case .invalidResponse:
            UserFacingError(title: "Unexpected reply", message: "Unexpected response from the AI — please retry.", actions: [.retry, .useOfflineChef], kind: .service)
        case .truncatedResponse:
            UserFacingError(
                title: "Reply cut off", message: "The reply was cut off before it was complete. Please retry, or choose a model that writes longer replies.", actions: [.retry, .useOfflineChef],
                kind: .service)
        case .insufficientSuggestions(let count):
            UserFacingError(title: "Not enough ideas", message: "Not enough suggestions returned (\(count) of the 3 needed) — please retry.", actions: [.retry, .useOfflineChef], kind: .service)
        case .transport:
            UserFacingError(title: "Network problem", message: "Could not reach the AI service because of a network problem. Please retry.", actions: [.retry, .useOfflineChef], kind: .service)
        }
    }

    static func describeHTTP(status: Int, serverMessage: String?, retryAfter: Int?) -> UserFacingError {
        let detail = serverMessage.map { " The service said: \"\($0)\"" } ?? ""
        switch status {
        case 401:
            return UserFacingError(
                title: "Invalid API key", message: "Invalid API key: the AI service did not accept it. Check or replace the key in Settings, then retry.",
                actions: [.openSettings, .retry, .useOfflineChef], kind: .configuration)
        case 403:
            return UserFacingError(
                title: "Not allowed", message: "Your API key is not allowed to use this model or service. Check the key's permissions, or choose another model in Settings.", actions: [.openSettings],
                kind: .configuration)
        case 404:
            return UserFacingError(
                title: "Not found", message: "The AI service could not find that model or address. Check the base URL and model in Settings.\(detail)", actions: [.openSettings], kind: .configuration)
        case 429:
            let wait = retryAfter.map { $0 > 0 ? " (the service asks for \($0) seconds)" : "" } ?? ""
            return UserFacingError(title: "Rate limit", message: "Rate limit reached — try again shortly\(wait).", actions: [.retry, .useOfflineChef], kind: .service)
        case 500...599:
            return UserFacingError(
                title: "Service unavailable", message: "Service unavailable — the AI service had a problem (error \(status)). Please retry in a moment.", actions: [.retry, .useOfflineChef],
                kind: .service)
        default:
            return UserFacingError(
                title: "Request refused", message: "The AI service refused the request (error \(status)).\(detail) Check the model in Settings and retry.", actions: [.retry, .openSettings],
                kind: .service)
        }
    }

    static func describe(_ error: SecretStoreError) -> UserFacingError {
        switch error {
        case .emptyKey:
            UserFacingError(title: "Empty key", message: "The API key is empty. Paste the key from your AI provider.", kind: .input)
        case .malformedKey:
            UserFacingError(title: "Key not valid", message: "That doesn't look like an API key: it must be one line of text without spaces, at most \(APIKey.maximumLength) characters.", kind: .input)
        case let .insecurePermissions(path, mode):
            UserFacingError(
                title: "Credentials file not private", message: "The credentials file \(path) can be read by other users (mode \(mode)), so it was not used. Make it private with: chmod 600 \(path)",
                kind: .storage)
        case let .unreadable(path, reason):
            UserFacingError(title: "Can't read the key", message: "Could not read the credentials file \(path): \(reason).", kind: .storage)
        case let .unwritable(path, reason):
            UserFacingError(title: "Can't save the key", message: "Could not save the key to \(path): \(reason). Nothing was changed.", kind: .storage)
        case .unexpectedStatus(let status):
            UserFacingError(title: "Keychain error", message: "The Keychain answered with an unexpected status (\(status)). Please try again.", actions: [.retry], kind: .storage)
        }
    }

    static func describe(_ error: UserTextError) -> UserFacingError {
        switch error {
        case .empty(let field):
            UserFacingError(title: "\(field) missing", message: "\(field) can't be empty.", kind: .input)
        case let .tooLong(field, maximum):
            UserFacingError(title: "\(field) too long", message: "\(field) is too long: at most \(maximum) characters.", kind: .input)
        case .controlCharacters(let field):
            UserFacingError(title: "\(field) not valid", message: "\(field) contains control characters. Type plain text only.", kind: .input)
        }
    }

    static func describe(_ error: InventoryError) -> UserFacingError {
        switch error {
        case .itemNotFound:
            UserFacingError(title: "Item not found", message: "That item is no longer in the inventory. It may have been removed elsewhere.", kind: .notFound)
        case .duplicateID:
            UserFacingError(title: "Already added", message: "That item is already in the inventory.", kind: .input)
        case .full(let maximum):
            UserFacingError(title: "Inventory full", message: "The inventory holds at most \(maximum) items. Remove some before adding more.", kind: .input)
        }
    }
}
