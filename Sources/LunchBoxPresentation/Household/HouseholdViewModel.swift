import Foundation
import LunchBoxCore
import LunchBoxUseCases
import OpenCombineShim

/// The household screen: the members with their diets and foods to avoid, "Pack for",
/// and who each recent idea, favorite or meal suits. The verdicts come whole from the use
/// case (`HouseholdVerdict`); the screen only lays them out.
@MainActor
public final class HouseholdViewModel: ObservableObject {
    @Published public private(set) var members: [HouseholdMember] = []
    /// Who each recent idea suits, in the batch's numbering.
    @Published public private(set) var ideaVerdicts: [HouseholdItemVerdict] = []
    @Published public private(set) var favoriteVerdicts: [HouseholdItemVerdict] = []
    @Published public private(set) var mealVerdicts: [HouseholdItemVerdict] = []
    @Published public var errorMessage: String?

    private let household: HouseholdUseCase
    private let words: Wording

    /// `words` are the screen's, in the person's language.
    public init(household: HouseholdUseCase, words: Wording) {
        self.household = household
        self.words = words
    }

    /// Who ideas are packed for, as a sentence; nil when nobody is chosen.
    public var packingFor: String? {
        let names = members.filter(\.packFor).map(\.name)
        return names.isEmpty ? nil : words("household.packedFor", words.and(names))
    }

    /// The one line a screen shows under an idea ("suits Sam and Mia; not Leo: contains
    /// peanuts"); nil when the idea is not in the recent batch or there are no members.
    public func verdictLine(forIdea id: UUID) -> String? {
        ideaVerdicts.first { $0.id == id }?.verdict.summary(words)
    }

    public func load() async {
        await run {}
    }

    public func add(name: String, diets: [DietaryRestriction], avoids: [FoodContent]) async {
        await run { try await self.household.add(name: name, diets: diets, avoids: avoids) }
    }

    /// Changes one member's diets, foods to avoid or "pack for"; nil keeps that part.
    public func set(_ member: HouseholdMember, diets: [DietaryRestriction]? = nil, avoids: [FoodContent]? = nil, packFor: Bool? = nil) async {
        await run { try await self.household.set(member.id.uuidString, diets: diets, avoids: avoids, packFor: packFor) }
    }

    public func remove(_ member: HouseholdMember) async {
        await run { try await self.household.remove(member.id.uuidString) }
    }

    /// Ideas are asked for exactly these members.
    public func packFor(_ chosen: [HouseholdMember]) async {
        await run { _ = try await self.household.packFor(chosen.map(\.id.uuidString)) }
    }

    /// Runs the change, then reads everything again, so the verdicts follow the members.
    private func run(_ change: () async throws -> some Any) async {
        await ScreenAction.run(
            words: words,
            {
                _ = try await change()
                members = try await household.members()
                ideaVerdicts = try await household.ideaVerdicts()
                favoriteVerdicts = try await household.favoriteVerdicts()
                mealVerdicts = try await household.mealVerdicts()
            }, showing: { self.errorMessage = $0 })
    }
}
