import Foundation

/// What LunchBox asks a vision model about a photo, and how it reads the answer:
/// `{"items":[{"name":"oat milk","confidence":0.9,"quantity":"1 carton"}]}`.
public enum FoodPhotoReply {
    /// More than this is a model listing everything it can think of.
    public static let maximumItems = 40

    public static let system = """
        You identify food in photos of a fridge, a pantry or shopping. List each distinct food or drink you can \
        see, by its common generic name in English ("oat milk", "cheddar", "apple", "orange juice"), never a \
        brand. Give each a confidence from 0 to 1 that it is really in the photo, and a quantity when you can \
        count it ("3", "1 carton"), or "" when you cannot. Do not list packaging, shelves, dishes or anything \
        that is not food. If there is no food in the photo, answer {"items": []}. Answer with JSON only, in this \
        shape: {"items": [{"name": "apple", "confidence": 0.9, "quantity": "3"}]}
        """

    public static func prompt(images: [ChatImage]) -> ChatPrompt {
        ChatPrompt(system: system, user: "Which foods are in this photo?", images: images, reply: schema)
    }

    public static let schema: ReplySchema = {
        func item(lengths: Bool) -> JSONValue {
            let text: JSONValue = lengths ? ["type": "string", "maxLength": 60] : ["type": "string"]
            return [
                "type": "object",
                "properties": ["name": text, "confidence": ["type": "number"], "quantity": text],
                "required": ["name", "confidence", "quantity"],
                "additionalProperties": false,
            ]
        }
        func reply(lengths: Bool) -> JSONValue {
            [
                "type": "object",
                "properties": ["items": ["type": "array", "items": item(lengths: lengths), "maxItems": .int(maximumItems)]],
                "required": ["items"],
                "additionalProperties": false,
            ]
        }
        return ReplySchema(name: "foods_in_photo", strict: reply(lengths: false), grammar: reply(lengths: true))
    }()

    /// The foods in a reply; `AIClientError.invalidResponse` when it is not a list of
    /// foods at all. A confidence the model left out counts as 0.7; one written as a
    /// percentage (85) is read as 0.85.
    public static func candidates(from content: String) throws -> [ScanCandidate] {
        let json = IdeaReplyParser.withoutRawControlCharactersInStrings(IdeaReplyParser.unfenced(content))
        let start = json.firstIndex(of: "{") ?? json.startIndex
        guard let reply = try? JSONDecoder().decode(Reply.self, from: Data(json[start...].utf8)) else {
            throw AIClientError.invalidResponse("the reply did not list the foods in the photo")
        }
        return reply.items.prefix(maximumItems).compactMap { item in
            let name = ScanPipeline.cleanLabel(item.name)
            guard !name.isEmpty else { return nil }
            var confidence = item.confidence ?? 0.7
            if confidence > 1 { confidence /= 100 }
            return ScanCandidate(label: name, confidence: Float(confidence), recognizer: .visionModel, quantity: item.quantity)
        }
    }

    private struct Reply: Decodable {
        let items: [Item]
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
