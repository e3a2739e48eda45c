extension UserFacingError {
    static func describe(_ error: OfflineChefError) -> UserFacingError {
        switch error {
        case .emptyInventory:
            describe(IdeaServiceError.emptyInventory)
        case .notEnoughIdeas:
            UserFacingError(title: "Not enough to cook with", message: error.localizedDescription, kind: .input)
        }
    }

    static func describe(_ error: IdeaServiceError) -> UserFacingError {
        switch error {
        case .emptyInventory:
            UserFacingError(title: "Nothing to cook with", message: "The inventory is empty. Scan or add some food first, then ask for lunch box ideas.", kind: .input)
        }
    }
}
