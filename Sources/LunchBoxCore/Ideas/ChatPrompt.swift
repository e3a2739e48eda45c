/// The two messages sent to a chat model: instructions and the request itself.
public struct ChatPrompt: Equatable, Sendable {
    public var system: String
    public var user: String

    public init(system: String, user: String) {
        self.system = system
        self.user = user
    }

    /// Both messages, for checks that look at everything sent.
    public var fullText: String { system + "\n" + user }
}
