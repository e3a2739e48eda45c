/// One step of an offline idea before a persona's voice writes it out: the verb, what it
/// acts on and how, and why (a reason a voice may keep, reword or leave out).
struct ChefStep: Sendable, Equatable {
    /// "Simmer", "Cut", "Pack".
    var verb: String
    /// "the brown rice in salted water for 25-30 minutes until tender".
    var rest: String
    /// "so it doesn't stick", without a full stop.
    var why: String?
    /// Done the night before (soaking, thawing, overnight oats).
    var isAhead = false

    init(_ verb: String, _ rest: String, why: String? = nil, ahead: Bool = false) {
        self.verb = verb
        self.rest = rest
        self.why = why
        self.isAhead = ahead
    }

    /// The step in plain words: "Simmer the rice for 10-12 minutes, so it is tender."
    var plain: String {
        let body = ChefWords.sentence("\(verb) \(rest)")
        return body + (why.map { ", \($0)" } ?? "") + "."
    }
}
