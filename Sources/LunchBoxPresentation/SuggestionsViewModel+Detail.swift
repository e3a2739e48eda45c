import LunchBoxCore

extension SuggestionsViewModel {
    /// The idea's detail, with the notes this batch holds for it.
    public func detail(for idea: LunchBoxIdea) -> IdeaDetail {
        IdeaDetail(idea: idea, notes: notes(for: idea.id), nutrition: nutrition?(idea))
    }

    /// The error shown as an alert; offline gets the banner instead.
    public var showsErrorAlert: Bool { errorState != nil && !showsOfflineBanner }
    public var errorTitle: String { errorState?.title ?? "" }
    public var errorMessage: String { errorState?.message ?? "" }
    public var offlineBannerText: String { "You're offline. Ideas from the built-in offline chef still work." }

    /// "Ideas from the built-in offline chef", shown over the cards; nil until a batch is in.
    public var originLine: String? { origin.map { "Ideas from \($0.label)" } }

    /// True before anything was asked, so the screen shows its invitation.
    public var showsEmptyState: Bool { !isLoading && ideas.isEmpty && errorState == nil }
}
