import Foundation

/// Why a photo could not be turned into ideas in one step.
public enum PhotoIdeasError: Error, Equatable, Sendable {
    /// No AI key: one-step photo ideas need a vision-capable endpoint.
    case needsVisionEndpoint
    /// Photos cannot be resized here, so none can be sent.
    case cannotPreparePhotos
    /// The model saw no food in the photo.
    case noFoodInPhoto
}

extension PhotoIdeasError: UserFacingErrorConvertible {
    public var userFacingError: UserFacingError {
        switch self {
        case .needsVisionEndpoint:
            UserFacingError(
                Fault(title: "fault2.title.photoIdeasNeedAI", message: "fault2.photoIdeas.needsVision"), actions: [.openSettings, .addFood, .useOfflineChef],
                kind: .needsAction)
        case .cannotPreparePhotos:
            UserFacingError(Fault(title: "fault2.title.photosCannotBeSent", message: "fault2.photoIdeas.cannotPrepare"), actions: [.addFood], kind: .needsAction)
        case .noFoodInPhoto:
            UserFacingError(Fault(title: "fault2.title.noFoodInPhoto", message: "fault2.photoIdeas.noFood"), actions: [.retry, .addFood], kind: .input)
        }
    }
}

extension PhotoIdeasError: LocalizedError {
    public var errorDescription: String? { userFacingError.message }
}
