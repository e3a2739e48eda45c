/// The two messages sent to a chat model: instructions and the request itself, with
/// any photos for a vision model and the shape the reply must take.
public struct ChatPrompt: Equatable, Sendable {
    public var system: String
    public var user: String
    /// Photos that go with the request (a vision model reads them).
    public var images: [ChatImage]
    /// The JSON the reply must be, sent as a schema where the server takes one.
    public var reply: ReplySchema

    public init(system: String, user: String, images: [ChatImage] = [], reply: ReplySchema = .ideas) {
        self.system = system
        self.user = user
        self.images = images
        self.reply = reply
    }

    /// Both messages, for checks that look at everything sent.
    public var fullText: String { system + "\n" + user }
}
