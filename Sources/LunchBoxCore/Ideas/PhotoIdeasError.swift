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
                title: "Photo ideas need an AI service",
                message: "Turning a photo into ideas in one step needs an AI service with a vision-capable model, and no key is saved. "
                    + "You can still scan the photo with the recognizers on this machine, confirm the food, and ask the offline chef for ideas.",
                actions: [.openSettings, .addFood, .useOfflineChef], kind: .needsAction)
        case .cannotPreparePhotos:
            UserFacingError(
                title: "Photos cannot be sent from here",
                message: "Photos cannot be resized on this machine (libvips is not installed), so none can be sent to the AI service. Add the food by typing it instead.",
                actions: [.addFood], kind: .needsAction)
        case .noFoodInPhoto:
            UserFacingError(
                title: "No food in the photo",
                message: "No food could be seen in that photo. Try again with the food in good light and filling the picture, or add it by typing.",
                actions: [.retry, .addFood], kind: .input)
        }
    }
}

extension PhotoIdeasError: LocalizedError {
    public var errorDescription: String? { userFacingError.message }
}
