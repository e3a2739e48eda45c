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
                Fault(title: "fault3.title.onDeviceUnavailable", message: "fault3.onDevice.unavailable", [why.reason]), actions: [.useOfflineChef], kind: .needsAction)
        case .tooMuchToRead:
            UserFacingError(Fault(title: "fault3.title.onDeviceTooMuch", message: "fault3.onDevice.tooMuchToRead"), actions: [.useOfflineChef], kind: .service)
        case .declined(let reason):
            UserFacingError(
                Fault(title: "fault3.title.onDeviceStopped", message: "fault3.onDevice.declined", [.text(reason)]), actions: [.retry, .useOfflineChef], kind: .service)
        }
    }
}
