import Foundation
import Mustache
import PropertyBased
import Testing

@testable import LunchBoxServer

/// Our renderer against swift-mustache: the same bytes for every page template and for
/// random templates, over random values.
@Suite("Template engine")
struct TemplateEngineTests {
    @Test func everyPageTemplateParses() throws {
        #expect(TemplateOracle.pageTexts.count >= 20)
        let library = try TemplateLibrary(texts: TemplateOracle.pageTexts)
        #expect(Set(library.names) == Set(TemplateOracle.pageTexts.keys))
    }

    @Test func everyPageTemplateRendersAsSwiftMustacheDoes() async throws {
        let ours = try TemplateLibrary(texts: TemplateOracle.pageTexts)
        let oracle = try TemplateOracle.library(TemplateOracle.pageTexts)
        await propertyCheck(count: 100, input: Gen.uint64()) { seed in
            for name in TemplateOracle.pageTexts.keys.sorted() {
                let value = RandomValue(seed: seed, depth: 0)
                let expected = oracle.render(value, withTemplate: name)
                let rendered = ours.render(value, template: name).map { String(decoding: $0, as: UTF8.self) }
                #expect(rendered == expected, "\(name), seed \(seed)")
            }
        }
    }

    /// Pieces random templates are made of: text, spaces and line breaks around every kind
    /// of tag we use, so lines that hold only a tag (and are left out) come up often.
    static let pieces = [
        "a", "<p>", " ", "  ", "\t", "\n", "\n", "\n", "{{v}}", "{{ w }}", "{{.}}", "{{x.y}}", "{{#s}}", "{{^s}}", "{{/s}}", "{{#t}}", "{{/t}}",
        "{{! note }}", "\n{{> bit}}", "a{{> bit}}", "{a", "}",
    ]

    static var template: Generator<String, some SendableSequenceType> {
        Gen.element(of: pieces).compactMap { $0 }.array(of: 0...30).map { pieces in
            // Sections balanced: close what is open, drop closings with nothing to close.
            var open: [String] = []
            var text = ""
            for piece in pieces {
                if piece == "{{/s}}" || piece == "{{/t}}" {
                    guard let last = open.popLast() else { continue }
                    text += "{{/\(last)}}"
                    continue
                }
                if piece.hasPrefix("{{#") || piece.hasPrefix("{{^") { open.append(String(piece.dropFirst(3).dropLast(2))) }
                text += piece
            }
            return text + open.reversed().map { "{{/\($0)}}" }.joined()
        }
    }

    @Test func randomTemplatesRenderAsSwiftMustacheDoes() async throws {
        await propertyCheck(count: 300, input: Self.template, Gen.uint64()) { body, seed in
            // The random text alone, as a partial, and as the filling of a parent's block.
            let texts = [
                "page": body,
                "bit": "[{{v}}]\n",
                "frame": "<main>\n{{$content}}default{{/content}}\n</main>\n",
                "child": "{{<frame}}\n{{$content}}\n\(body)\n{{/content}}\n{{/frame}}\n",
                "outer": "x\n{{#s}}\n{{> page}}\n{{/s}}\n",
            ]
            do {
                let ours = try TemplateLibrary(texts: texts)
                let oracle = try TemplateOracle.library(texts)
                for name in texts.keys.sorted() {
                    let value = RandomValue(seed: seed, depth: 0)
                    let rendered = ours.render(value, template: name).map { String(decoding: $0, as: UTF8.self) }
                    #expect(rendered == oracle.render(value, withTemplate: name), "\(name): \(body.debugDescription)")
                }
            } catch {
                Issue.record("\(error) for \(body.debugDescription)")
            }
        }
    }

    /// The week page's shape: one list in every day. Written once and reused where the list
    /// alone answers its section; written afresh where a day's own value shows through.
    @Test func aListShownAgainIsReusedOnlyWhenNothingOutsideItShows() throws {
        struct Choice: TemplateParent {
            let label: String
            func child(named name: String) -> Any? { name == "label" ? label : nil }
        }
        let texts = ["t": "{{#days}}[{{#choices}}{{label}},{{/choices}}|{{#choices}}{{label}}@{{day}};{{/choices}}]{{/days}}"]
        let choices = [Choice(label: "a<"), Choice(label: "b")]
        let value: [String: Any] = ["choices": choices, "days": [["day": "mon"], ["day": "tue"]]]
        let page = try TemplateLibrary(texts: texts).render(value, template: "t").map { String(decoding: $0, as: UTF8.self) }
        #expect(page == "[a&lt;,b,|a&lt;@mon;b@mon;][a&lt;,b,|a&lt;@tue;b@tue;]")
        #expect(try page == TemplateOracle.library(texts).render(value, withTemplate: "t"))
    }

    @Test func refusesWhatItCannotRenderWithTheLine() {
        #expect(throws: TemplateError(problem: .unclosedSection("s"), line: 2, template: "t")) { try TemplateLibrary(texts: ["t": "a\n{{#s}}b"]) }
        #expect(throws: TemplateError(problem: .closedWrongSection("t"), line: 1, template: "t")) { try TemplateLibrary(texts: ["t": "{{#s}}{{/t}}"]) }
        #expect(throws: TemplateError.self) { try TemplateLibrary(texts: ["t": "{{{raw}}}"]) }
        #expect(throws: TemplateError.self) { try TemplateLibrary(texts: ["t": "{{v"]) }
        #expect(throws: TemplateError(problem: .missingTemplate("gone"), line: 0, template: "t")) { try TemplateLibrary(texts: ["t": "{{> gone}}"]) }
    }

    @Test func escapesEveryValueItShows() throws {
        let library = try TemplateLibrary(texts: ["t": "<p title=\"{{v}}\">{{#list}}{{.}};{{/list}}{{n}}</p>"])
        let page = library.render(["v": #"x" onmouseover="y"#, "list": ["<i>", "&"], "n": 3] as [String: Any], template: "t")
        #expect(page.map { String(decoding: $0, as: UTF8.self) } == "<p title=\"x&quot; onmouseover=&quot;y\">&lt;i&gt;;&amp;;3</p>")
    }
}
