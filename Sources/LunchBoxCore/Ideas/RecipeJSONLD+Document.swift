import Foundation

extension RecipeJSONLD {
    /// The schema.org Recipe fields LunchBox writes.
    public struct Document: Encodable, Equatable, Sendable {
        public struct Step: Encodable, Equatable, Sendable {
            public let text: String
            enum CodingKeys: String, CodingKey { case type = "@type", text }
            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode("HowToStep", forKey: .type)
                try container.encode(text, forKey: .text)
            }
        }

        public struct Nutrition: Encodable, Equatable, Sendable {
            public let calories, proteinContent, carbohydrateContent, fatContent, fiberContent, servingSize: String
            enum CodingKeys: String, CodingKey { case type = "@type", calories, proteinContent, carbohydrateContent, fatContent, fiberContent, servingSize }
            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode("NutritionInformation", forKey: .type)
                try container.encode(calories, forKey: .calories)
                try container.encode(proteinContent, forKey: .proteinContent)
                try container.encode(carbohydrateContent, forKey: .carbohydrateContent)
                try container.encode(fatContent, forKey: .fatContent)
                try container.encode(fiberContent, forKey: .fiberContent)
                try container.encode(servingSize, forKey: .servingSize)
            }
        }

        public struct Author: Encodable, Equatable, Sendable {
            public let name: String
            enum CodingKeys: String, CodingKey { case type = "@type", name }
            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode("Organization", forKey: .type)
                try container.encode(name, forKey: .name)
            }
        }

        public let name: String
        public let recipeIngredient: [String]
        public let recipeInstructions: [Step]
        public let recipeCategory: String
        public let recipeYield: String
        public let totalTime: String?
        public let suitableForDiet: [String]
        public let nutrition: Nutrition
        public let datePublished: String?
        public let url: String?
        public let author: Author?

        enum CodingKeys: String, CodingKey {
            case context = "@context", type = "@type", name, recipeIngredient, recipeInstructions, recipeCategory, recipeYield, totalTime, suitableForDiet
            case nutrition, datePublished, url, author
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode("https://schema.org", forKey: .context)
            try container.encode("Recipe", forKey: .type)
            try container.encode(name, forKey: .name)
            try container.encode(recipeIngredient, forKey: .recipeIngredient)
            try container.encode(recipeInstructions, forKey: .recipeInstructions)
            try container.encode(recipeCategory, forKey: .recipeCategory)
            try container.encode(recipeYield, forKey: .recipeYield)
            try container.encodeIfPresent(totalTime, forKey: .totalTime)
            if !suitableForDiet.isEmpty { try container.encode(suitableForDiet, forKey: .suitableForDiet) }
            try container.encode(nutrition, forKey: .nutrition)
            try container.encodeIfPresent(datePublished, forKey: .datePublished)
            try container.encodeIfPresent(url, forKey: .url)
            try container.encodeIfPresent(author, forKey: .author)
        }
    }
}
