import MCP
import Testing

@testable import LunchBoxCLI

@Suite("MCP: a tool call's arguments are checked before the tool runs")
struct MCPArgumentsTests {
    private let parameters: [MCPParameter] = [
        .required("text", .text, "What to add."),
        .optional("idea", .wholeNumber, "A number."),
        .optional("weekends", .yesNo, "Yes or no."),
        .optional("none_left", .texts, "Foods."),
        .optional("engine", .oneOf(["auto", "ai", "offline"]), "Which engine."),
    ]

    private func error(_ values: [String: Value]?) -> MCPArgumentError? {
        do {
            _ = try MCPArguments(values, parameters: parameters)
            return nil
        } catch {
            return error as? MCPArgumentError
        }
    }

    @Test func aMissingRequiredArgumentIsNamed() {
        #expect(error(nil) == .missing("text"))
        #expect(error(["idea": 2]) == .missing("text"))
        // null is no value: the client left it out.
        #expect(error(["text": .null]) == .missing("text"))
    }

    @Test func anUnknownArgumentIsNamedWithTheOnesTheToolTakes() throws {
        let unknown = try #require(error(["text": "eggs", "txet": "eggs"]))
        #expect(unknown == .unknown("txet", known: ["text", "idea", "weekends", "none_left", "engine"]))
        #expect(unknown.errorDescription == "Unknown argument \"txet\". This tool takes: text, idea, weekends, none_left, engine.")
    }

    @Test func aValueOfTheWrongKindIsRefusedWithTheKindWanted() throws {
        #expect(error(["text": 3]) == .wrongKind("text", expected: .text))
        #expect(error(["text": "eggs", "idea": "2"]) == .wrongKind("idea", expected: .wholeNumber))
        #expect(error(["text": "eggs", "idea": 2.5]) == .wrongKind("idea", expected: .wholeNumber))
        #expect(error(["text": "eggs", "idea": .double(1e300)]) == .wrongKind("idea", expected: .wholeNumber))
        #expect(error(["text": "eggs", "weekends": "yes"]) == .wrongKind("weekends", expected: .yesNo))
        #expect(error(["text": "eggs", "none_left": ["bread", 2]]) == .wrongKind("none_left", expected: .texts))
        #expect(error(["text": "eggs", "none_left": "bread"]) == .wrongKind("none_left", expected: .texts))
        let engine = try #require(error(["text": "eggs", "engine": "gpt"]))
        #expect(engine.errorDescription == "Argument \"engine\" must be one of auto, ai, offline.")
    }

    @Test func wellFormedArgumentsReadAsGiven() throws {
        let arguments = try MCPArguments(["text": "eggs, bread", "idea": 2.0, "weekends": true, "none_left": ["cheddar"], "engine": "offline"], parameters: parameters)
        #expect(arguments.text("text") == "eggs, bread")
        #expect(arguments.wholeNumber("idea") == 2)
        #expect(arguments.yesNo("weekends") == true)
        #expect(arguments.texts("none_left") == ["cheddar"])
        #expect(arguments.text("engine") == "offline")
        #expect(arguments.has("none_left"))
        let bare = try MCPArguments(["text": "eggs"], parameters: parameters)
        #expect(!bare.has("none_left"))
        #expect(bare.texts("none_left") == [])
    }

    @Test func theSchemaListsWhatIsRequiredAndRefusesOtherArguments() {
        let schema = MCPParameter.schema(parameters)
        #expect(schema.objectValue?["required"] == ["text"])
        #expect(schema.objectValue?["additionalProperties"] == false)
        #expect(schema.objectValue?["properties"]?.objectValue?["idea"]?.objectValue?["type"] == "integer")
        #expect(schema.objectValue?["properties"]?.objectValue?["engine"]?.objectValue?["enum"] == ["auto", "ai", "offline"])
    }
}
