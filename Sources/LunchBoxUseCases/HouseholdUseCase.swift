import Foundation
import LunchBoxCore

/// The household's members: who they are, their diets and allergies, who ideas are packed
/// for, and the dietary guard's verdict for each of them on ideas, favorites, meals and
/// the planned week. Every face calls these; the verdict is computed only here.
public struct HouseholdUseCase: Sendable {
    public typealias Store = HouseholdRepository & PreferencesRepository & RecentIdeasRepository & FavoritesRepository & MealRepository & PlanRepository

    private let store: any Store
    private let dietaryGuard: DietaryGuard
    private let clock: any AppClock

    init(store: any Store, lexicon: FoodLexicon, clock: any AppClock) {
        self.store = store
        self.dietaryGuard = DietaryGuard(lexicon: lexicon)
        self.clock = clock
    }

    /// Every member, oldest first.
    public func members() async throws -> [HouseholdMember] {
        try await store.members()
    }

    /// Adds a member with their diets and the foods they avoid; packed for from the start.
    @discardableResult
    public func add(name: String, diets: [DietaryRestriction] = [], avoids: [FoodContent] = []) async throws -> HouseholdMember {
        var needs = DietaryPreferences(diets)
        needs.avoids = Set(avoids)
        return try await store.addMember(HouseholdMember(name: try HouseholdMember.cleanName(name), createdAt: clock.now(), diets: needs))
    }

    /// Changes a member (found by id or by name): a new name, diets, avoided foods, or
    /// whether ideas are packed for them; nil leaves that part as it is.
    @discardableResult
    public func set(
        _ reference: String, name: String? = nil, diets: [DietaryRestriction]? = nil, avoids: [FoodContent]? = nil, packFor: Bool? = nil
    ) async throws -> HouseholdMember {
        let member = try await member(reference)
        let cleanName = try name.map(HouseholdMember.cleanName)
        return try await store.updateMember(id: member.id) { member in
            if let cleanName { member.name = cleanName }
            if let diets {
                let avoided = member.diets.avoids
                member.diets = DietaryPreferences(diets)
                member.diets.avoids = avoided
            }
            if let avoids { member.diets.avoids = Set(avoids) }
            if let packFor { member.packFor = packFor }
        }
    }

    /// Removes a member (by id or name), with their play progress.
    @discardableResult
    public func remove(_ reference: String) async throws -> HouseholdMember {
        try await store.removeMember(id: try await member(reference).id)
    }

    /// "Pack for": ideas are asked for exactly these members (by id or name), in one write.
    public func packFor(_ references: [String]) async throws -> [HouseholdMember] {
        let members = try await store.members()
        return try await store.packFor(only: Set(try references.map { try Self.find($0, in: members).id }))
    }

    /// A member by id or by name (any case); `HouseholdError.memberNotFound` otherwise.
    public func member(_ reference: String) async throws -> HouseholdMember {
        try Self.find(reference, in: try await store.members())
    }

    /// What ideas must respect: the household's own diets and the needs of every member
    /// they are packed for.
    public func packingNeeds() async throws -> DietaryPreferences {
        try await packingNeeds(of: try await store.members())
    }

    /// The members, what ideas must respect for them (`packingNeeds`) and who each idea
    /// suits (`verdictReader`), from one read of the members: for a screen showing all three.
    public func packing() async throws -> (members: [HouseholdMember], needs: DietaryPreferences, verdict: @Sendable ([String]) -> HouseholdVerdict) {
        let members = try await store.members()
        return (members, try await packingNeeds(of: members), verdictReader(for: members))
    }

    private func packingNeeds(of members: [HouseholdMember]) async throws -> DietaryPreferences {
        try await store.dietaryPreferences().union(HouseholdMember.combinedNeeds(of: members.filter(\.packFor)))
    }

    /// The verdict for every member on any ingredient lines.
    public func verdict(forIngredients ingredients: [String]) async throws -> HouseholdVerdict {
        dietaryGuard.householdVerdict(forIngredients: ingredients, members: try await store.members())
    }

    /// The verdict on any ingredient lines for the members as they are now, for a face
    /// that renders ideas one by one as they arrive.
    public func verdictReader() async throws -> @Sendable ([String]) -> HouseholdVerdict {
        verdictReader(for: try await store.members())
    }

    private func verdictReader(for members: [HouseholdMember]) -> @Sendable ([String]) -> HouseholdVerdict {
        let dietaryGuard = dietaryGuard
        return { dietaryGuard.householdVerdict(forIngredients: $0, members: members) }
    }

    /// The verdict on each idea of the recent batch (shown and held back), by idea id.
    public func ideaVerdicts() async throws -> [HouseholdItemVerdict] {
        let members = try await store.members()
        guard let batch = try await store.recentIdeas() else { return [] }
        return batch.numbered.map { HouseholdItemVerdict(id: $0.id, name: $0.name, verdict: verdict($0.ingredients, members)) }
    }

    /// The verdict on each favorite.
    public func favoriteVerdicts() async throws -> [HouseholdItemVerdict] {
        let members = try await store.members()
        return try await store.favorites().map { HouseholdItemVerdict(id: $0.id, name: $0.name, verdict: verdict($0.ingredients, members)) }
    }

    /// The verdict on each meal of the library.
    public func mealVerdicts() async throws -> [HouseholdItemVerdict] {
        let members = try await store.members()
        return try await store.meals().map { HouseholdItemVerdict(id: $0.id, name: $0.description, verdict: verdict($0.ingredientLines, members)) }
    }

    /// The verdict on each meal planned in these days, by assignment id.
    public func planVerdicts(in days: ClosedRange<CalendarDay>) async throws -> [HouseholdItemVerdict] {
        let members = try await store.members()
        return try await store.plannedMeals(in: days).map {
            HouseholdItemVerdict(id: $0.id, name: $0.meal.description, verdict: verdict($0.meal.ingredientLines, members))
        }
    }

    private func verdict(_ ingredients: [String], _ members: [HouseholdMember]) -> HouseholdVerdict {
        dietaryGuard.householdVerdict(forIngredients: ingredients, members: members)
    }

    private static func find(_ reference: String, in members: [HouseholdMember]) throws -> HouseholdMember {
        let key = reference.trimmingCharacters(in: .whitespaces)
        if let id = UUID(uuidString: key), let member = members.first(where: { $0.id == id }) { return member }
        if let member = members.first(where: { $0.name.lowercased() == key.lowercased() }) { return member }
        throw HouseholdError.memberNotFound(key)
    }
}
