extension UserFacingError {
    static func describe(_ error: OfflineChefError) -> UserFacingError {
        switch error {
        case .emptyInventory:
            describe(IdeasError.emptyInventory)
        case .notEnoughIdeas:
            UserFacingError(title: "Not enough to cook with", message: error.localizedDescription, actions: [.addFood], kind: .needsAction)
        }
    }

    static func describe(_ error: IdeasError) -> UserFacingError {
        switch error {
        case .emptyInventory:
            UserFacingError(title: "Nothing to cook with", message: "The inventory is empty. Scan or add some food first, then ask for lunch box ideas.", actions: [.addFood], kind: .needsAction)
        case .noRecentIdeas:
            UserFacingError(title: "No ideas yet", message: "There are no recent ideas to save or plan yet. Ask for lunch box ideas first.", actions: [.askForIdeas], kind: .needsAction)
        case let .noIdeaNumbered(number, count):
            UserFacingError(
                title: "No such idea",
                message: count == 0
                    ? "There is no idea number \(number): the most recent batch has none."
                    : "There is no idea number \(number); the most recent ideas are numbered 1 to \(count).", kind: .notFound)
        case .ideaNotFound:
            UserFacingError(
                title: "Idea not found", message: "That idea is no longer here: ideas are replaced when you ask for new ones. Saved ideas stay in favorites.", actions: [.askForIdeas],
                kind: .notFound)
        case .favoriteNotFound:
            UserFacingError(title: "Favorite not found", message: "That favorite no longer exists. It may have been deleted.", kind: .notFound)
        case .duplicateIdeaID:
            UserFacingError(title: "Ideas not kept", message: "Two ideas in the batch had the same id, so it was not kept.", kind: .input)
        }
    }

    static func describe(_ error: SettingsError) -> UserFacingError {
        switch error {
        case .unknownPreset(let name):
            UserFacingError(
                title: "Unknown service", message: "\"\(name.prefix(40))\" is not a known service. Choose from: \(AIProviderPreset.allCases.map(\.rawValue).joined(separator: ", ")).",
                kind: .input)
        case .invalidMaxTokens:
            UserFacingError(
                title: "Reply limit not valid",
                message: "The reply limit must be between \(AIConfiguration.maxTokensRange.lowerBound) and \(AIConfiguration.maxTokensRange.upperBound) tokens.", kind: .input)
        case .invalidTemperature:
            UserFacingError(
                title: "Temperature not valid",
                message: "The temperature must be between \(AIConfiguration.temperatureRange.lowerBound) and \(AIConfiguration.temperatureRange.upperBound).", kind: .input)
        }
    }
}
