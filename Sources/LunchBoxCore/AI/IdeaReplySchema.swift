/// The JSON schema of the reply LunchBox asks for, sent where a server takes one so the
/// model cannot write another shape: `{"ideas":[{"name","ingredients","steps"}]}`.
///
/// Two flavours: OpenAI's strict structured output takes a subset of JSON Schema (no
/// string lengths), while llama.cpp turns the schema into a grammar and honours lengths
/// and counts, which keeps a small model from writing one endless step.
public enum IdeaReplySchema {
    /// For `json_schema` (OpenAI strict): shape and counts.
    public static func strict(minimumIdeas: Int = 3, maximumIdeas: Int = 5) -> JSONValue {
        schema(minimumIdeas: minimumIdeas, maximumIdeas: maximumIdeas, lengths: false)
    }

    /// For llama.cpp's `json_object` with a schema: shape, counts and lengths.
    public static func grammar(minimumIdeas: Int = 3, maximumIdeas: Int = 5) -> JSONValue {
        schema(minimumIdeas: minimumIdeas, maximumIdeas: maximumIdeas, lengths: true)
    }

    private static func schema(minimumIdeas: Int, maximumIdeas: Int, lengths: Bool) -> JSONValue {
        [
            "type": "object",
            "properties": ["ideas": ideaList(minimumIdeas: minimumIdeas, maximumIdeas: maximumIdeas, lengths: lengths)],
            "required": ["ideas"],
            "additionalProperties": false,
        ]
    }

    /// The `ideas` array, for every reply that carries ideas.
    static func ideaList(minimumIdeas: Int, maximumIdeas: Int, lengths: Bool) -> JSONValue {
        func text(_ maximum: Int) -> JSONValue {
            lengths ? ["type": "string", "minLength": 1, "maxLength": .int(maximum)] : ["type": "string"]
        }
        func list(of item: JSONValue, atMost maximum: Int) -> JSONValue {
            ["type": "array", "items": item, "minItems": 1, "maxItems": .int(maximum)]
        }
        let idea: JSONValue = [
            "type": "object",
            "properties": ["name": text(60), "ingredients": list(of: text(60), atMost: 8), "steps": list(of: text(160), atMost: 6)],
            "required": ["name", "ingredients", "steps"],
            "additionalProperties": false,
        ]
        return ["type": "array", "items": idea, "minItems": .int(minimumIdeas), "maxItems": .int(maximumIdeas)]
    }
}
