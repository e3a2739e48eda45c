/// The person's play level, which unlocks chef personas. Play computes it; until it is
/// wired in, everyone is at level 1.
public protocol PlayLevelProviding: Sendable {
    func currentLevel() async throws -> Int
}

/// Level 1 for everyone: the starting personas only.
public struct FirstPlayLevel: PlayLevelProviding {
    public init() {}

    public func currentLevel() async throws -> Int { 1 }
}
