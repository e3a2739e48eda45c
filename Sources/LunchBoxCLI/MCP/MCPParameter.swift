import MCP

/// One argument a tool takes: its name, what kind of JSON value it is, and whether it
/// must be given. The tool's input schema and the check of a call's arguments are both
/// made from these, so what a tool advertises is what it accepts.
struct MCPParameter: Sendable {
    enum Kind: Sendable, Equatable {
        case text
        case wholeNumber
        case yesNo
        case texts
        /// Text that must be one of these words.
        case oneOf([String])

        /// What an error calls a value of this kind.
        var noun: String {
            switch self {
            case .text: "text"
            case .wholeNumber: "a whole number"
            case .yesNo: "true or false"
            case .texts: "a list of texts"
            case .oneOf(let words): "one of " + words.joined(separator: ", ")
            }
        }

        var schema: [String: Value] {
            switch self {
            case .text: ["type": "string"]
            case .wholeNumber: ["type": "integer"]
            case .yesNo: ["type": "boolean"]
            case .texts: ["type": "array", "items": ["type": "string"]]
            case .oneOf(let words): ["type": "string", "enum": .array(words.map { .string($0) })]
            }
        }
    }

    let name: String
    let kind: Kind
    let help: String
    let required: Bool

    static func required(_ name: String, _ kind: Kind, _ help: String) -> MCPParameter {
        MCPParameter(name: name, kind: kind, help: help, required: true)
    }

    static func optional(_ name: String, _ kind: Kind, _ help: String) -> MCPParameter {
        MCPParameter(name: name, kind: kind, help: help, required: false)
    }

    /// The JSON Schema of a tool's arguments: an object with these properties and no others.
    static func schema(_ parameters: [MCPParameter]) -> Value {
        var properties: [String: Value] = [:]
        for parameter in parameters {
            var property = parameter.kind.schema
            property["description"] = .string(parameter.help)
            properties[parameter.name] = .object(property)
        }
        return .object([
            "type": "object",
            "properties": .object(properties),
            "required": .array(parameters.filter(\.required).map { .string($0.name) }),
            "additionalProperties": false,
        ])
    }
}
