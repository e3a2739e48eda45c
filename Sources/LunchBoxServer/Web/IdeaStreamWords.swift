/// What the ideas page says while ideas stream in, written here so the page's script only
/// places it: the sentences that depend on how many ideas have arrived travel with each
/// event (`IdeaStreamMessage`), the rest are on `#ideas-result` as data attributes.
enum IdeaStreamWords {
    static let stop = "Stop"
    static let newIdeas = "New ideas"
    static let stoppedBeforeAny = "Stopped. Ask again for new ideas."
    static let offline = "You're offline. Ideas need LunchBox: ask again when this phone is back online."
    static let broke = "The connection to LunchBox broke before all ideas arrived. Ask again for new ideas."

    /// "Asking the offline chef… 2 so far."
    static func progress(waiting: String, shown: Int) -> String {
        waiting.isEmpty ? "\(shown) so far." : "\(waiting) \(shown) so far."
    }

    /// "Egg wrap. 2 so far.", for screen readers as each idea arrives.
    static func arrived(_ name: String, shown: Int) -> String {
        "\(name). \(shown) so far."
    }

    /// What Stop leaves on the page after `shown` ideas.
    static func stopped(after shown: Int) -> String {
        shown == 0 ? stoppedBeforeAny : "Stopped after \(ideas(shown)). Open one, or ask again for new ideas."
    }

    /// "3 ideas ready."
    static func ready(_ count: Int) -> String {
        "\(ideas(count)) ready."
    }

    private static func ideas(_ count: Int) -> String {
        count == 1 ? "1 idea" : "\(count) ideas"
    }

    /// The static sentences, as attributes for `#ideas-result`.
    static var attributes: HTML {
        #" data-stop="\#(stop)" data-stopped="\#(stoppedBeforeAny)" data-offline="\#(offline)" data-broke="\#(broke)" data-new-ideas="\#(newIdeas)""#
    }
}
