import Foundation

/// What LunchBox asks a vision model about a photo, and how it reads the answer:
/// `{"items":[{"name":"oat milk","confidence":0.9,"quantity":"1 carton"}]}`.
public enum FoodPhotoReply {
    /// More than this is a model listing everything it can think of.
    public static let maximumItems = 40

    /// How to list what a photo shows, for every prompt that asks.
    static let listingRules = """
        List each distinct food or drink you can see, by its common generic name in English ("oat milk", "cheddar", \
        "apple", "orange juice"), never a brand. Give each a confidence from 0 to 1 that it is really in the photo, and \
        a quantity when you can count it ("3", "1 carton"), or "" when you cannot. Do not list packaging, shelves, \
        dishes or anything that is not food.
        """

    public static let system = """
        You identify food in photos of a fridge, a pantry or shopping. \(listingRules) If there is no food in the \
        photo, answer {"items": []}. Answer with JSON only, in this shape: {"items": [{"name": "apple", \
        "confidence": 0.9, "quantity": "3"}]}
        """

    public static func prompt(images: [ChatImage]) -> ChatPrompt {
        ChatPrompt(system: system, user: "Which foods are in this photo?", images: images, reply: schema)
    }

    public static let schema: ReplySchema = {
        func reply(lengths: Bool) -> JSONValue {
            [
                "type": "object",
                "properties": ["items": itemList(lengths: lengths)],
                "required": ["items"],
                "additionalProperties": false,
            ]
        }
        return ReplySchema(name: "foods_in_photo", strict: reply(lengths: false), grammar: reply(lengths: true))
    }()

    /// The schema of the list of foods, for every reply that carries one.
    static func itemList(lengths: Bool) -> JSONValue {
        let text: JSONValue = lengths ? ["type": "string", "maxLength": 60] : ["type": "string"]
        let item: JSONValue = [
            "type": "object",
            "properties": ["name": text, "confidence": ["type": "number"], "quantity": text],
            "required": ["name", "confidence", "quantity"],
            "additionalProperties": false,
        ]
        return ["type": "array", "items": item, "maxItems": .int(maximumItems)]
    }

    /// The foods in a reply, listed under `items` (or `seen`, in a photo-to-ideas
    /// reply); `AIClientError.invalidResponse` when it is not a list of foods at all. A
    /// confidence the model left out counts as 0.7; one written as a percentage (85) is
    /// read as 0.85.
    public static func candidates(from content: String, listedUnder key: ListKey = .items) throws -> [ScanCandidate] {
        let json = IdeaReplyParser.withoutRawControlCharactersInStrings(IdeaReplyParser.unfenced(content))
        let start = json.firstIndex(of: "{") ?? json.startIndex
        guard let reply = try? JSONDecoder().decode(Reply.self, from: Data(json[start...].utf8)), let items = key == .items ? reply.items : reply.seen else {
            throw AIClientError.invalidResponse("the reply did not list the foods in the photo")
        }
        return items.prefix(maximumItems).compactMap { item in
            let name = ScanPipeline.cleanLabel(item.name)
            guard !name.isEmpty else { return nil }
            var confidence = item.confidence ?? 0.7
            if confidence > 1 { confidence /= 100 }
            return ScanCandidate(label: name, confidence: Float(confidence), recognizer: .visionModel, quantity: item.quantity)
        }
    }

    /// Where a reply lists the foods.
    public enum ListKey: Sendable {
        case items
        case seen
    }

    private struct Reply: Decodable {
        let items: [Item]?
        let seen: [Item]?
    }

    private struct Item: Decodable {
        let name: String
        let confidence: Double?
        let quantity: String?

        private enum Keys: String, CodingKey { case name, confidence, quantity }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            name = try container.decode(String.self, forKey: .name)
            confidence = (try? container.decodeIfPresent(Double.self, forKey: .confidence)) ?? nil
            // Some models write a count as a number.
            if let text = try? container.decodeIfPresent(String.self, forKey: .quantity) {
                quantity = text
            } else if let number = try? container.decodeIfPresent(Int.self, forKey: .quantity) {
                quantity = String(number)
            } else {
                quantity = nil
            }
        }
    }
}
