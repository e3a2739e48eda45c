import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

extension PackingReport: ResponseEncodable {}

/// `/api/pack`: packing a lunch out of the kitchen, as JSON.
struct PackingAPI {
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

    let packing: PackingUseCase

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
    }
}
