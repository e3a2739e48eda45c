import LunchBoxCore

extension SuggestionsViewModel {
    /// The idea's detail, with the notes this batch holds for it.
    public func detail(for idea: LunchBoxIdea) -> IdeaDetail {
        IdeaDetail(idea: idea, words: words, notes: notes(for: idea.id), nutrition: nutrition?(idea))
    }

    /// The error shown as an alert; offline gets the banner instead.
    public var showsErrorAlert: Bool { errorState != nil && !showsOfflineBanner }
    public var errorTitle: String { errorState?.title(words) ?? "" }
    public var errorMessage: String { errorState?.message(words) ?? "" }
    public var offlineBannerText: String { words("screens2.ideas.offline") }

    /// "Ideas by Built-in offline chef", shown over the cards; nil until a batch is in.
    public var originLine: String? { origin.map { words("ideas.by", $0.label(words)) } }

    /// True before anything was asked, so the screen shows its invitation.
    public var showsEmptyState: Bool { !isLoading && ideas.isEmpty && errorState == nil }
}
