/// The JSON a reply must be, in the two flavours servers read: OpenAI's strict
/// structured output (shape and counts) and llama.cpp's grammar (shape, counts and
/// lengths). Sent where a server takes one; the prompt asks for the same shape in words.
public struct ReplySchema: Equatable, Sendable {
    /// The name `json_schema` carries ("lunch_box_ideas").
    public let name: String
    public let strict: JSONValue
    public let grammar: JSONValue

    public init(name: String, strict: JSONValue, grammar: JSONValue) {
        self.name = name
        self.strict = strict
        self.grammar = grammar
    }

    /// Lunch box ideas: `{"ideas":[{"name","ingredients","steps"}]}`.
    public static let ideas = ReplySchema.ideas(minimumIdeas: 3, maximumIdeas: 5)
}

extension ReplySchema {
    /// Lunch box ideas with these counts (the person chose how many).
    public static func ideas(minimumIdeas: Int, maximumIdeas: Int) -> ReplySchema {
        ReplySchema(
            name: "lunch_box_ideas", strict: IdeaReplySchema.strict(minimumIdeas: minimumIdeas, maximumIdeas: maximumIdeas),
            grammar: IdeaReplySchema.grammar(minimumIdeas: minimumIdeas, maximumIdeas: maximumIdeas))
    }
}
