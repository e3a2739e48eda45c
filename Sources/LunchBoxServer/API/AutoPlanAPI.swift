import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

extension AutoPlanReport: ResponseEncodable {}
extension AutoPlanReport.Day: ResponseEncodable {}

/// `/api/plan/auto`: "Plan my week", its swap and undo, as JSON.
struct AutoPlanAPI {
    struct AutoPlanInput: Decodable {
        let week: String?
        /// Saturdays and Sundays too; school days only without it.
        let weekends: Bool

        private enum CodingKeys: String, CodingKey {
            case week, weekends
        }

        /// A week or weekends given as null is refused rather than read as the default.
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            for key in [CodingKeys.week, .weekends] where container.contains(key) {
                if try container.decodeNil(forKey: key) {
                    throw DecodingError.valueNotFound(String.self, .init(codingPath: [key], debugDescription: "\(key.stringValue) is null"))
                }
            }
            week = try container.decodeIfPresent(String.self, forKey: .week)
            weekends = try container.decodeIfPresent(Bool.self, forKey: .weekends) ?? false
        }
    }

    struct SwapInput: Decodable {
        let day: String
    }

    let autoPlan: AutoPlanUseCase
    let plan: PlanUseCase

    func addRoutes(to router: Router<AppRequestContext>) {
        router.post("/api/plan/auto") { request, context in
            let input = try await request.decode(as: AutoPlanInput.self, context: context)
            // A week given must be a day ("" is not "this week").
            if let week = input.week { _ = try PlanWeekQuery.day(week) }
            let query = try await PlanWeekQuery(week: input.week, plan: plan)
            return EditedResponse(status: .created, response: AutoPlanReport(try await autoPlan.planWeek(query.week, weekends: input.weekends)))
        }
        router.post("/api/plan/auto/{id}/swap") { request, context in
            let id = try context.parameters.require("id", as: UUID.self)
            let input = try await request.decode(as: SwapInput.self, context: context)
            return AutoPlanReport.Day(try await autoPlan.swap(planID: id, day: try PlanWeekQuery.day(input.day)))
        }
        router.delete("/api/plan/auto/{id}") { _, context in
            try await autoPlan.undo(planID: try context.parameters.require("id", as: UUID.self))
            return HTTPResponse.Status.noContent
        }
    }
}
