import LunchBoxCore

/// Why Apple's on-device model wrote no ideas, in the words every face uses; the
/// offline chef is always offered instead.
public enum OnDeviceModelError: Error, Equatable, Sendable, UserFacingErrorConvertible {
    case unavailable(IdeaEngineUnavailability)
    /// The kitchen and preferences did not fit the model's context.
    case tooMuchToRead
    /// The model declined (its safety rules) or wrote something unusable.
    case declined(String)

    public var userFacingError: UserFacingError {
        switch self {
        case .unavailable(let why):
            UserFacingError(
                title: "On-device model unavailable", message: "\(why.message) The built-in offline chef can write ideas instead.", actions: [.useOfflineChef],
                kind: .needsAction)
        case .tooMuchToRead:
            UserFacingError(
                title: "Too much for the on-device model", message: "The kitchen list is too long for Apple's on-device model. Use the built-in offline chef, or remove a few items.",
                actions: [.useOfflineChef], kind: .service)
        case .declined(let reason):
            UserFacingError(
                title: "The on-device model stopped", message: "Apple's on-device model could not write ideas (\(reason)). Try again, or use the built-in offline chef.",
                actions: [.retry, .useOfflineChef], kind: .service)
        }
    }
}
