extension UserFacingError {
    static func describe(_ error: OfflineChefError) -> UserFacingError {
        guard let shortfall = error.shortfall else { return describe(IdeasError.emptyInventory) }
        return UserFacingError(Fault(title: "fault.title.notEnoughFood", message: "fault.text", [.shortfall(shortfall)]), actions: [.addFood], kind: .needsAction)
    }

    static func describe(_ error: IdeasError) -> UserFacingError {
        switch error {
        case .emptyInventory:
            UserFacingError(Fault(title: "fault.title.nothingToCook", message: "fault.ideas.emptyInventory"), actions: [.addFood], kind: .needsAction)
        case .noRecentIdeas:
            UserFacingError(Fault(title: "fault.title.noIdeas", message: "fault.ideas.noRecent"), actions: [.askForIdeas], kind: .needsAction)
        case let .noIdeaNumbered(number, count):
            UserFacingError(
                Fault(title: "fault.title.noSuchIdea", message: count == 0 ? "fault.ideas.noNumberInEmpty" : "fault.ideas.noNumber", [.number(number), .number(count)]),
                kind: .notFound)
        case .ideaNotFound:
            UserFacingError(Fault(title: "fault.title.ideaNotFound", message: "fault.ideas.notFound"), actions: [.askForIdeas], kind: .notFound)
        case .favoriteNotFound:
            UserFacingError(Fault(title: "fault.title.favoriteNotFound", message: "fault.ideas.favoriteNotFound"), kind: .notFound)
        case .duplicateIdeaID:
            UserFacingError(Fault(title: "fault.title.ideasNotKept", message: "fault.ideas.duplicate"), kind: .input)
        }
    }

    static func describe(_ error: SettingsError) -> UserFacingError {
        switch error {
        case .unknownPreset(let name):
            UserFacingError(
                Fault(
                    title: "fault.title.unknownService", message: "fault.settings.unknownPreset",
                    [.text(String(name.prefix(40))), .text(AIProviderPreset.allCases.map(\.rawValue).joined(separator: ", "))]), kind: .input)
        case .invalidMaxTokens:
            UserFacingError(
                Fault(
                    title: "fault.title.replyLimit", message: "fault.settings.maxTokens",
                    [.number(AIConfiguration.maxTokensRange.lowerBound), .number(AIConfiguration.maxTokensRange.upperBound)]), kind: .input)
        case .invalidTemperature:
            UserFacingError(
                Fault(
                    title: "fault.title.temperature", message: "fault.settings.temperature",
                    [.text("\(AIConfiguration.temperatureRange.lowerBound)"), .text("\(AIConfiguration.temperatureRange.upperBound)")]), kind: .input)
        }
    }
}
