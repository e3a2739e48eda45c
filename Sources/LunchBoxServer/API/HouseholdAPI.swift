import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

/// `/api/household`: the members, "pack for", and who each idea, favorite, meal or
/// planned meal suits.
struct HouseholdAPI {
    struct MemberList: ResponseEncodable {
        let members: [HouseholdMember]
    }

    struct VerdictList: ResponseEncodable {
        let verdicts: [HouseholdItemVerdict]
    }

    struct AddInput: Decodable {
        let name: String
        let diets: [String]?
        let avoids: [String]?
    }

    struct ChangeInput: Decodable {
        let name: String?
        let diets: [String]?
        let avoids: [String]?
        let packFor: Bool?
    }

    struct PackForInput: Decodable {
        let members: [String]
    }

    let household: HouseholdUseCase
    let plan: PlanUseCase

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/api/household") { _, _ in
            MemberList(members: try await household.members())
        }
        router.post("/api/household") { request, context in
            let input = try await request.decode(as: AddInput.self, context: context)
            let member = try await household.add(
                name: input.name, diets: try HouseholdMember.diets(from: input.diets ?? []), avoids: try HouseholdMember.avoids(from: input.avoids ?? []))
            return EditedResponse(status: .created, response: member)
        }
        router.put("/api/household/pack-for") { request, context in
            let input = try await request.decode(as: PackForInput.self, context: context)
            return MemberList(members: try await household.packFor(input.members))
        }
        router.get("/api/household/verdicts") { request, _ -> VerdictList in
            switch request.uri.queryParameters.get("of") ?? "ideas" {
            case "favorites": return VerdictList(verdicts: try await household.favoriteVerdicts())
            case "meals": return VerdictList(verdicts: try await household.mealVerdicts())
            case "plan":
                let days = plan.upcomingDays()
                guard let first = days.first, let last = days.last else { return VerdictList(verdicts: []) }
                return VerdictList(verdicts: try await household.planVerdicts(in: first...last))
            case "ideas": return VerdictList(verdicts: try await household.ideaVerdicts())
            default: throw HTTPError(.badRequest, message: "of must be ideas, favorites, meals or plan")
            }
        }
        router.patch("/api/household/{id}") { request, context in
            let input = try await request.decode(as: ChangeInput.self, context: context)
            return try await household.set(
                try context.parameters.require("id"), name: input.name, diets: try input.diets.map(HouseholdMember.diets(from:)),
                avoids: try input.avoids.map(HouseholdMember.avoids(from:)), packFor: input.packFor)
        }
        router.delete("/api/household/{id}") { _, context in
            try await household.remove(try context.parameters.require("id"))
            return HTTPResponse.Status.noContent
        }
    }
}
