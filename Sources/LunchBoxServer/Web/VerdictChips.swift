import LunchBoxCore

/// A household verdict as chips, one a member: the same on idea cards, favorites, meals
/// and the planned week. The words are the core's (`MemberVerdict.text`); the mark and
/// colour only repeat them, so nothing depends on colour alone.
struct VerdictChips: Sendable {
    let verdict: HouseholdVerdict

    init(_ verdict: HouseholdVerdict) {
        self.verdict = verdict
    }

    func html(_ words: Wording) -> HTML {
        guard !verdict.isEmpty else { return .empty }
        let chips = verdict.members.map { member -> HTML in
            switch member.status {
            case .suits: #"<span class="pill good small" data-verdict="suits"><span aria-hidden="true">✓</span> \#(member.text(words))</span>"#
            case .breaks: #"<span class="pill bad small" data-verdict="breaks"><span aria-hidden="true">✗</span> \#(member.text(words))</span>"#
            case .unknown: #"<span class="pill soon small" data-verdict="unknown"><span aria-hidden="true">?</span> \#(member.text(words))</span>"#
            }
        }
        // Spans, not a list: the chips sit inside links (idea cards, favorites), where a
        // list would make the link's name harder to hear.
        return #"<span class="verdicts">\#(chips)</span>"#
    }
}
