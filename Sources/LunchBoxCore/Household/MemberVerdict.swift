import Foundation

/// What the dietary guard says about one idea for one household member.
public struct MemberVerdict: Codable, Equatable, Hashable, Sendable {
    /// Suits them, breaks their needs (with what it contains), or cannot be checked
    /// (with the ingredients the lexicon could not read): never "suits" unless checked.
    public enum Status: String, Codable, Sendable {
        case suits
        case breaks
        case unknown
    }

    public let memberID: UUID
    public let name: String
    public let status: Status
    /// What breaks their needs ("peanuts", "sesame"), for `breaks`.
    public let contains: [FoodContent]
    /// The ingredients that could not be checked, for `unknown`.
    public let unchecked: [String]

    public init(memberID: UUID, name: String, status: Status, contains: [FoodContent] = [], unchecked: [String] = []) {
        self.memberID = memberID
        self.name = name
        self.status = status
        self.contains = contains.sorted()
        self.unchecked = unchecked
    }

    /// "suits Sam", "not Leo: contains peanuts", "unknown for Mia: cannot check za'atar",
    /// in the reader's words.
    public func text(_ words: Wording) -> String {
        switch status {
        case .suits: words("verdict.suits", name)
        case .breaks: words("verdict.breaks", name, words.and(contains.map { $0.label(words) }))
        case .unknown: words("verdict.unknown", name, words.and(unchecked))
        }
    }
}
