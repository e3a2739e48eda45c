import Foundation

/// Reads a model's reply into lunch box ideas, strictly.
///
/// The reply must be `{"ideas":[{"name","ingredients","steps"}]}`. Models often wrap
/// JSON in a Markdown code fence, so a fenced block is accepted; any other shape is an
/// `invalidResponse`. Blank entries are dropped, ideas missing a name, ingredients or
/// steps are left out, and fewer than the minimum complete ideas is
/// `insufficientSuggestions` (LB Properties 13 and 14).
public struct IdeaReplyParser: Sendable {
    /// Longer texts in a reply are cut here; a name or a step never needs more.
    public static let maximumTextLength = 600
    public static let maximumEntries = 40

    public let minimumIdeas: Int
    public let maximumIdeas: Int

    public init(minimumIdeas: Int = 3, maximumIdeas: Int = 8) {
        self.minimumIdeas = minimumIdeas
        self.maximumIdeas = max(minimumIdeas, maximumIdeas)
    }

    public func ideas(from content: String, origin: IdeaOrigin? = nil) throws -> [LunchBoxIdea] {
        let json = Self.withoutRawControlCharactersInStrings(Self.unfenced(content))
        guard let data = json.data(using: .utf8), !json.isEmpty else {
            throw AIClientError.invalidResponse("the reply was empty")
        }
        let reply: Reply
        do {
            reply = try JSONDecoder().decode(Reply.self, from: data)
        } catch DecodingError.dataCorrupted {
            throw AIClientError.invalidResponse("the reply was not valid JSON")
        } catch {
            throw AIClientError.invalidResponse("the reply did not have the expected ideas list")
        }
        let complete = reply.ideas.compactMap { $0.idea(origin: origin) }
        guard complete.count >= minimumIdeas else {
            throw AIClientError.insufficientSuggestions(count: complete.count)
        }
        return Array(complete.prefix(maximumIdeas))
    }

    /// One idea object of a reply, cleaned; nil when it is not an idea object or lacks a
    /// name, ingredients or steps. The streaming scanner reads each idea with this.
    static func idea(fromObject data: Data, origin: IdeaOrigin?) -> LunchBoxIdea? {
        (try? JSONDecoder().decode(ReplyIdea.self, from: data))?.idea(origin: origin)
    }

    /// The text with raw control characters inside strings (a line break a model wrote
    /// where JSON wants `\n`) turned into spaces; outside strings they are white space.
    static func withoutRawControlCharactersInStrings(_ text: String) -> String {
        var strings = JSONStringTracker()
        let bytes = text.utf8.map { byte in
            strings.read(byte) == .inString && byte < 0x20 ? UInt8(ascii: " ") : byte
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The JSON inside a Markdown code fence, or the trimmed text when there is none.
    static func unfenced(_ content: String) -> String {
        let trimmed = content.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let open = trimmed.range(of: "```") else { return trimmed }
        let afterOpen = trimmed[open.upperBound...]
        // Skip the language tag on the opening line ("```json").
        let bodyStart = afterOpen.firstIndex(of: "\n").map { afterOpen.index(after: $0) } ?? afterOpen.startIndex
        let body = afterOpen[bodyStart...]
        let bodyEnd = body.range(of: "```")?.lowerBound ?? body.endIndex
        return body[..<bodyEnd].trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private struct Reply: Decodable {
        let ideas: [ReplyIdea]
    }

    private struct ReplyIdea: Decodable {
        let name: String
        let ingredients: [String]
        let steps: [String]

        func idea(origin: IdeaOrigin?) -> LunchBoxIdea? {
            let idea = LunchBoxIdea(
                name: Self.clean(name),
                ingredients: ingredients.prefix(IdeaReplyParser.maximumEntries).map(Self.clean).filter { !$0.isEmpty },
                preparationSteps: steps.prefix(IdeaReplyParser.maximumEntries).map(Self.clean).map(Self.withoutNumbering).filter { !$0.isEmpty },
                origin: origin
            )
            return idea.isComplete ? idea : nil
        }

        /// Trims, folds white space and control characters to single spaces, and caps the length.
        static func clean(_ text: String) -> String {
            var result = ""
            var pendingSpace = false
            for scalar in text.unicodeScalars {
                if scalar.properties.isWhitespace || scalar.properties.generalCategory == .control {
                    pendingSpace = !result.isEmpty
                    continue
                }
                if pendingSpace { result.unicodeScalars.append(" "); pendingSpace = false }
                result.unicodeScalars.append(scalar)
            }
            return result.count > IdeaReplyParser.maximumTextLength
                ? String(result.prefix(IdeaReplyParser.maximumTextLength - 1)) + "…"
                : result
        }

        /// Steps are numbered when shown, so "1. Boil" becomes "Boil".
        static func withoutNumbering(_ step: String) -> String {
            var rest = Substring(step)
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, digits.count <= 2 else { return step }
            rest = rest.dropFirst(digits.count)
            guard let mark = rest.first, mark == "." || mark == ")" || mark == ":" else { return step }
            return rest.dropFirst().trimmingCharacters(in: .whitespaces)
        }
    }
}
