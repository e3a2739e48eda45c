import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

@Suite("Vision model recognizer")
struct VisionModelRecognizerTests {
    static let key = "sk-test-secret-key-1234"
    static let photo = try! ScanPhoto(TestPhotos.png)

    static func reply(_ content: String) -> String {
        let reply: [String: Any] = ["model": "vision", "choices": [["message": ["role": "assistant", "content": content], "finish_reason": "stop"]]]
        return String(decoding: try! JSONSerialization.data(withJSONObject: reply), as: UTF8.self)
    }

    func recognizer(_ transport: any HTTPTransport, preparer: FakeImagePreparer = FakeImagePreparer()) -> VisionModelRecognizer {
        VisionModelRecognizer(
            chatClient: ChatClient(transport: transport, networkMonitor: FixedNetworkMonitor(online: true)),
            configuration: AIConfiguration(baseURL: URL(string: "https://vision.example/v1")!, model: "gpt-4o-mini", timeout: 5),
            apiKey: Self.key, preparer: preparer)
    }

    @Test func sendsTheDownscaledPhotoAsALowDetailDataURLAndReadsTheFoods() async throws {
        let transport = RecordingTransport(body: Self.reply(#"{"items":[{"name":"Oat milk","confidence":0.92,"quantity":"1 carton"},{"name":"apples","confidence":85,"quantity":""}]}"#))
        let preparer = FakeImagePreparer()
        let found = try await recognizer(transport, preparer: preparer).recognize(Self.photo)

        #expect(found.map(\.label) == ["Oat milk", "apples"])
        #expect(abs(found[1].confidence - 0.85) < 0.001)
        #expect(found[0].quantity == "1 carton")
        #expect(found[1].quantity == nil)
        #expect(preparer.asked.first?.longestSide == 1024 && preparer.asked.first?.quality == 80)

        let request = try #require(transport.requests.first)
        #expect(request.url.absoluteString == "https://vision.example/v1/chat/completions")
        #expect(request.header("Authorization") == "Bearer \(Self.key)")
        let body = try JSONSerialization.jsonObject(with: request.body) as? [String: Any]
        #expect(body?["model"] as? String == "gpt-4o-mini")
        let messages = body?["messages"] as? [[String: Any]]
        let parts = messages?.last?["content"] as? [[String: Any]]
        let image = parts?.first { $0["type"] as? String == "image_url" }?["image_url"] as? [String: Any]
        #expect(image?["url"] as? String == "data:image/jpeg;base64,/9j/AQI=")
        #expect(image?["detail"] as? String == "low")
        let format = body?["response_format"] as? [String: Any]
        #expect((format?["json_schema"] as? [String: Any])?["name"] as? String == "foods_in_photo")
        // The key goes in the header only.
        #expect(!String(decoding: request.body, as: UTF8.self).contains(Self.key))
    }

    @Test(arguments: [
        (401, #"{"error":{"message":"Incorrect API key provided: sk-test-secret-key-1234"}}"#),
        (429, #"{"error":{"message":"Rate limit reached"}}"#),
        (500, "<html>oops</html>"),
    ])
    func failuresBecomeTheClientsErrorsWithoutTheKey(status: Int, body: String) async throws {
        let transport = RecordingTransport(status: status, body: body)
        do {
            _ = try await recognizer(transport).recognize(Self.photo)
            Issue.record("expected an error")
        } catch {
            let message = UserFacingError(error).message
            #expect(!message.contains(Self.key))
            #expect(!message.isEmpty)
            #expect(error is AIClientError)
        }
    }

    @Test func aReplyThatIsNotAListOfFoodsIsRefused() async throws {
        let transport = RecordingTransport(body: Self.reply("I see a lovely fridge!"))
        await #expect(throws: AIClientError.self) { try await recognizer(transport).recognize(Self.photo) }
    }

    @Test func aTimeoutSaysSo() async throws {
        let transport = RecordingTransport { _ in throw TransportError.timedOut }
        await #expect(throws: AIClientError.timedOut(seconds: 5)) { try await recognizer(transport).recognize(Self.photo) }
    }

    @Test func aPhotoWithNoFoodIsAnEmptyList() throws {
        #expect(try FoodPhotoReply.candidates(from: "```json\n{\"items\": []}\n```").isEmpty)
    }
}
