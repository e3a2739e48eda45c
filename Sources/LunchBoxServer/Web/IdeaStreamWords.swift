import LunchBoxCore

/// What the ideas page says while ideas stream in, written here so the page's script only
/// places it: the sentences that depend on how many ideas have arrived travel with each
/// event (`IdeaStreamMessage`), the rest are on `#ideas-result` as data attributes.
struct IdeaStreamWords: Sendable {
    let words: Wording

    /// "Asking the offline chef… 2 so far."
    func progress(waiting: String, shown: Int) -> String {
        let soFar = words.counting("ideas.stream.soFar", shown)
        return waiting.isEmpty ? soFar : "\(waiting) \(soFar)"
    }

    /// "Egg wrap. 2 so far.", for screen readers as each idea arrives.
    func arrived(_ name: String, shown: Int) -> String {
        "\(name). \(words.counting("ideas.stream.soFar", shown))"
    }

    /// What Stop leaves on the page after `shown` ideas.
    func stopped(after shown: Int) -> String {
        shown == 0 ? words("ideas.stream.stoppedBeforeAny") : words.counting("ideas.stream.stopped", shown)
    }

    /// "3 ideas ready."
    func ready(_ count: Int) -> String {
        words.counting("ideas.stream.ready", count)
    }

    /// The static sentences, as attributes for `#ideas-result`.
    var attributes: HTML {
        let stop = words("ideas.stream.stop")
        let stopped = words("ideas.stream.stoppedBeforeAny")
        let offline = words("ideas.stream.offline")
        let broke = words("ideas.stream.broke")
        let newIdeas = words("ideas.new")
        return #" data-stop="\#(stop)" data-stopped="\#(stopped)" data-offline="\#(offline)" data-broke="\#(broke)" data-new-ideas="\#(newIdeas)""#
    }
}
