import Foundation

extension DietaryGuard {
    /// Each member's verdict on an idea's ingredients: `breaks` when an ingredient has
    /// something their diets or allergies rule out, else `unknown` when an ingredient
    /// cannot be checked against them (unknown words, or a label to read), else `suits`.
    /// A member with no diets and no allergies is suited by anything; when no member has
    /// any, there is nothing to say (the verdict is empty, and faces show none).
    public func householdVerdict(forIngredients ingredients: [String], members: [HouseholdMember]) -> HouseholdVerdict {
        guard members.contains(where: { !$0.diets.isEmpty }) else { return .empty }
        return HouseholdVerdict(
            members: members.map { member in
                let verdict = verdict(forIngredients: ingredients, preferences: member.diets)
                if !verdict.isSafe {
                    let contains = Set(verdict.violations.flatMap(\.contents))
                    return MemberVerdict(memberID: member.id, name: member.name, status: .breaks, contains: Array(contains))
                }
                if !verdict.isFullyVerified {
                    var seen = Set<String>()
                    let unchecked = verdict.unverified.map(\.ingredient).filter { seen.insert($0).inserted }
                    return MemberVerdict(memberID: member.id, name: member.name, status: .unknown, unchecked: unchecked)
                }
                return MemberVerdict(memberID: member.id, name: member.name, status: .suits)
            })
    }

    /// The verdict on an idea.
    public func householdVerdict(for idea: LunchBoxIdea, members: [HouseholdMember]) -> HouseholdVerdict {
        householdVerdict(forIngredients: idea.ingredients, members: members)
    }
}
