import Foundation
import LunchBoxCore

/// The ideas screen before anything more is asked, read in one call: the last batch
/// (screened again for today's needs), whether the kitchen has food to ask with, whether
/// an AI service answers, what the screen says while it works, the diets the ideas follow
/// (the household's and those of everyone packed for), the members to pack for, and who
/// each idea suits.
public struct IdeasHome: Sendable {
    public let batch: IdeaBatch?
    public let hasItems: Bool
    public let usesAI: Bool
    public let waitingFor: IdeaWaiting
    /// The diets the ideas follow, worded by each face ("vegetarian and no peanuts").
    public let diets: DietaryPreferences
    public let members: [HouseholdMember]
    public let verdict: @Sendable ([String]) -> HouseholdVerdict
}

/// Builds `IdeasHome` from the use cases that own each part.
public struct IdeasHomeUseCase: Sendable {
    let ideas: IdeasUseCase
    let inventory: InventoryUseCase
    let household: HouseholdUseCase

    /// The screen; `withBatch: false` leaves the last batch out (a page showing an error
    /// in its place).
    public func read(withBatch: Bool = true) async throws -> IdeasHome {
        // The members once, for the needs, the list and the verdicts (and the batch's screening).
        let packing = try await household.packing()
        return IdeasHome(
            batch: withBatch ? try await ideas.recent(screenedFor: packing.needs) : nil,
            hasItems: try await !inventory.items().isEmpty,
            // Only a label: a key that cannot be read is explained on the settings page.
            usesAI: (try? ideas.engine(for: .automatic)) == .ai,
            waitingFor: await ideas.waiting(for: .automatic),
            diets: packing.needs,
            members: packing.members,
            verdict: packing.verdict)
    }
}
