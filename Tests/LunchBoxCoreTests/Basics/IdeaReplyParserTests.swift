import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

@Suite("Reply parsing")
struct IdeaReplyParserTests {
    let parser = IdeaReplyParser()

    @Test func readsTheIdeasShape() throws {
        let ideas = try parser.ideas(from: CannedReplies.ideasJSON(count: 3), origin: .ai(model: "m"))
        #expect(ideas.map(\.name) == ["Idea 1", "Idea 2", "Idea 3"])
        #expect(ideas[0].ingredients == ["eggs", "bread"])
        #expect(ideas[0].preparationSteps.count == 3)
        #expect(Set(ideas.map(\.id)).count == 3)
    }

    @Test(arguments: [
        "```json\n{\"ideas\":[]}\n```",
        "```\n{\"ideas\":[]}\n```",
        "Sure! ```json\n{\"ideas\":[]}```",
    ])
    func unwrapsCodeFences(content: String) throws {
        #expect(throws: AIClientError.insufficientSuggestions(count: 0)) { try parser.ideas(from: content) }
    }

    @Test(arguments: [
        #"[{"name":"A","ingredients":["x"],"steps":["y"]}]"#,
        #"{"ideas":{"name":"A"}}"#,
        #"{"ideas":[{"name":"A","ingredients":"eggs","steps":["y"]}]}"#,
        #"{"ideas":[{"title":"A","ingredients":["x"],"steps":["y"]}]}"#,
        #"{"ideas":[{"name":1,"ingredients":["x"],"steps":["y"]}]}"#,
        "Here are some ideas: eggs on toast.",
        "",
    ])
    func refusesAnyOtherShape(content: String) {
        #expect(throws: AIClientError.self) { try parser.ideas(from: content) }
        do {
            _ = try parser.ideas(from: content)
        } catch let error as AIClientError {
            guard case .invalidResponse = error else { Issue.record("\(content) gave \(error)"); return }
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func dropsIncompleteIdeasAndBlankEntries() throws {
        let json = #"""
            {"ideas":[
              {"name":"  Egg  wrap ","ingredients":["eggs"," ","wraps"],"steps":["1. Cook the eggs.","2) Wrap."]},
              {"name":"","ingredients":["x"],"steps":["y"]},
              {"name":"B","ingredients":[],"steps":["y"]},
              {"name":"C","ingredients":["x"],"steps":["y"]},
              {"name":"D","ingredients":["x"],"steps":["y"],"notes":"extra keys are fine"}
            ]}
            """#
        let ideas = try parser.ideas(from: json)
        #expect(ideas.map(\.name) == ["Egg wrap", "C", "D"])
        #expect(ideas[0].ingredients == ["eggs", "wraps"])
        #expect(ideas[0].preparationSteps == ["Cook the eggs.", "Wrap."])
    }

    @Test func capsCountsAndLengths() throws {
        let long = String(repeating: "a", count: 5_000)
        let ideas = (0..<20).map { ["name": "\($0) \(long)", "ingredients": ["x"], "steps": ["y"]] as [String: Any] }
        let json = String(decoding: try JSONSerialization.data(withJSONObject: ["ideas": ideas]), as: UTF8.self)
        let parsed = try parser.ideas(from: json)
        #expect(parsed.count == 8)
        #expect(parsed.allSatisfy { $0.name.count <= IdeaReplyParser.maximumTextLength })
    }

    @Test func foldsControlCharactersInReplies() throws {
        let json = #"{"ideas":[{"name":"A\u0007\u001b[31mB","ingredients":["x"],"steps":["y"]},{"name":"C","ingredients":["x"],"steps":["y"]},{"name":"D","ingredients":["x"],"steps":["y"]}]}"#
        let parsed = try parser.ideas(from: json)
        #expect(parsed[0].name == "A [31mB")
    }
}
