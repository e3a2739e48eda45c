import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

extension PackingReport: ResponseEncodable {}
extension AutoPlanReport: ResponseEncodable {}
extension AutoPlanReport.Day: ResponseEncodable {}

/// `/api/pack` and `/api/plan/auto`: packing a lunch out of the kitchen, and "Plan my
/// week", as JSON.
struct PantryAPI {
    /// What to pack: exactly one of an idea (recent or favorite) or a meal, with answers
    /// to "Any cheddar left?" by food name or item id.
    struct PackInput: Decodable {
        let ideaId: UUID?
        let mealId: UUID?
        let answers: [String: Packing.Answer]?

        private enum CodingKeys: String, CodingKey {
            case ideaId, mealId, answers
        }

        /// An id given as null is refused rather than read as left out, as the document says.
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            for key in [CodingKeys.ideaId, .mealId, .answers] where container.contains(key) {
                guard try !container.decodeNil(forKey: key) else {
                    throw DecodingError.valueNotFound(UUID.self, .init(codingPath: [key], debugDescription: "\(key.stringValue) is null"))
                }
            }
            ideaId = try container.decodeIfPresent(UUID.self, forKey: .ideaId)
            mealId = try container.decodeIfPresent(UUID.self, forKey: .mealId)
            answers = try container.decodeIfPresent([String: Packing.Answer].self, forKey: .answers)
        }
    }

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

    let packing: PackingUseCase
    let autoPlan: AutoPlanUseCase
    let plan: PlanUseCase

    func addRoutes(to router: Router<AppRequestContext>) {
        router.post("/api/pack") { request, context in
            let input = try await request.decode(as: PackInput.self, context: context)
            let answers = input.answers ?? [:]
            let lunch: PackedLunch
            switch (input.ideaId, input.mealId) {
            case (let idea?, nil): lunch = try await packing.packIdea(id: idea, answers: answers)
            case (nil, let meal?): lunch = try await packing.packMeal(id: meal, answers: answers)
            default: throw HTTPError(.badRequest, message: "Give either ideaId or mealId.")
            }
            return EditedResponse(status: .created, response: PackingReport(lunch))
        }
        router.delete("/api/pack/{id}") { _, context in
            try await packing.undo(id: try context.parameters.require("id", as: UUID.self))
            return HTTPResponse.Status.noContent
        }
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
