/// The JSON schema of the reply LunchBox asks for, sent where a server takes one so the
/// model cannot write another shape: `{"ideas":[{"name","ingredients","steps"}]}`.
public enum IdeaReplySchema {
    public static func schema(minimumIdeas: Int = 3, maximumIdeas: Int = 5) -> JSONValue {
        let texts: JSONValue = ["type": "array", "items": ["type": "string"], "minItems": 1]
        let idea: JSONValue = [
            "type": "object",
            "properties": ["name": ["type": "string"], "ingredients": texts, "steps": texts],
            "required": ["name", "ingredients", "steps"],
            "additionalProperties": false,
        ]
        return [
            "type": "object",
            "properties": ["ideas": ["type": "array", "items": idea, "minItems": .int(minimumIdeas), "maxItems": .int(maximumIdeas)]],
            "required": ["ideas"],
            "additionalProperties": false,
        ]
    }
}
