import Foundation

/// Finds each idea in a reply while the reply is still being written: fed the text as it
/// arrives, it hands back every object of the top-level `ideas` array the moment its
/// closing brace comes, read with the same rules as `IdeaReplyParser`.
///
/// It tracks only what it must: strings (so braces inside text do not count), the
/// nesting, and the last key at the top level. Text before the first `{` (a Markdown
/// fence, a greeting) is read past.
public struct IdeaStreamScanner: Sendable {
    private enum Container {
        case object
        case array(isIdeas: Bool)
    }

    private let origin: IdeaOrigin?
    private var stack: [Container] = []
    private var strings = JSONStringTracker()
    private var string: [UInt8] = []
    private var lastTopLevelString = ""
    /// The bytes of the idea being read, from its `{`.
    private var ideaBytes: [UInt8]?
    public private(set) var ideasFound = 0

    public init(origin: IdeaOrigin? = nil) {
        self.origin = origin
    }

    /// The complete, valid ideas that `text` finishes. An incomplete idea (missing a name,
    /// ingredients or steps) is skipped, as the whole-reply parser skips it.
    public mutating func feed(_ text: String) -> [LunchBoxIdea] {
        var found: [LunchBoxIdea] = []
        for byte in text.utf8 {
            // Strings only count inside the reply's object, not in the text before it.
            let position = strings.isInString || !stack.isEmpty ? strings.read(byte) : .outside
            // Models often put a raw line break inside a string, which JSON forbids; it is
            // read as the space it stands for.
            if ideaBytes != nil { ideaBytes?.append(position == .inString && byte < 0x20 ? UInt8(ascii: " ") : byte) }
            switch position {
            case .opensString:
                string.removeAll(keepingCapacity: true)
                continue
            case .inString:
                if stack.count == 1 { string.append(byte) }
                continue
            case .closesString:
                if stack.count == 1 { lastTopLevelString = String(decoding: string, as: UTF8.self) }
                continue
            case .outside:
                break
            }
            switch byte {
            case UInt8(ascii: "{"):
                if case .array(isIdeas: true)? = stack.last, stack.count == 2 { ideaBytes = [byte] }
                stack.append(.object)
            case UInt8(ascii: "["):
                guard !stack.isEmpty else { continue }
                stack.append(.array(isIdeas: stack.count == 1 && lastTopLevelString == "ideas"))
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard !stack.isEmpty else { continue }
                stack.removeLast()
                if byte == UInt8(ascii: "}"), stack.count == 2, let bytes = ideaBytes {
                    ideaBytes = nil
                    if let idea = IdeaReplyParser.idea(fromObject: Data(bytes), origin: origin) {
                        ideasFound += 1
                        found.append(idea)
                    }
                }
            default:
                break
            }
        }
        return found
    }
}
