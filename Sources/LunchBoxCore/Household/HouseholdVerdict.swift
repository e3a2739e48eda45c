import Foundation

/// The dietary guard's verdict on one idea for every household member, in the members'
/// order: the one value every face renders ("suits Sam and Mia; not Leo: contains peanuts").
public struct HouseholdVerdict: Codable, Equatable, Hashable, Sendable {
    public let members: [MemberVerdict]

    public init(members: [MemberVerdict]) {
        self.members = members
    }

    /// No members: nothing to say.
    public static let empty = HouseholdVerdict(members: [])

    public var isEmpty: Bool { members.isEmpty }

    /// The member's verdict, if they are in it.
    public func verdict(for memberID: UUID) -> MemberVerdict? {
        members.first { $0.memberID == memberID }
    }

    /// True when it suits every member (checked, nothing broken).
    public var suitsEveryone: Bool { members.allSatisfy { $0.status == .suits } }

    /// "suits Sam and Mia; not Leo: contains peanuts; unknown for Ana: cannot check
    /// za'atar", in the reader's words; nil with no members.
    public func summary(_ words: Wording) -> String? {
        guard !members.isEmpty else { return nil }
        let suited = members.filter { $0.status == .suits }.map(\.name)
        var parts: [String] = []
        if !suited.isEmpty { parts.append(words("verdict.suits", words.and(suited))) }
        parts += members.filter { $0.status != .suits }.map { $0.text(words) }
        return parts.joined(separator: words("verdict.separator"))
    }
}
