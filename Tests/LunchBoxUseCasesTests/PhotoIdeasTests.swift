import Foundation
import LunchBoxCore
import LunchBoxStorage
import LunchBoxTesting
import LunchBoxUseCases
import Testing

@Suite("Photo to ideas in one step")
struct PhotoIdeasTests {
    static func reply(seen: [[String: Any]], ideas: [[String: Any]]) -> String {
        let content = try! JSONSerialization.data(withJSONObject: ["seen": seen, "ideas": ideas], options: [.sortedKeys])
        return CannedReplies.completion(content: String(decoding: content, as: UTF8.self))
    }

    static var seen: [[String: Any]] {
        [
            ["name": "apple", "confidence": 0.9, "quantity": "3"], ["name": "cheddar", "confidence": 0.8, "quantity": ""],
            ["name": "a shelf", "confidence": 0.1, "quantity": ""],
        ]
    }
    static var ideas: [[String: Any]] {
        [
            ["name": "Apple Cheddar Stack", "ingredients": ["apple", "cheddar"], "steps": ["Slice.", "Stack."]],
            ["name": "Cheese Plate", "ingredients": ["cheddar", "crackers"], "steps": ["Cube the cheese."]],
            ["name": "Apple Slices", "ingredients": ["apple"], "steps": ["Slice the apple."]],
            ["name": "PB Apple", "ingredients": ["apple", "peanut butter"], "steps": ["Spread."]],
        ]
    }

    func make(key: String?, transport: RecordingTransport) async throws -> (UseCases, AppDatabase) {
        let (useCases, database) = try TestUseCases.make(
            secrets: InMemorySecretStore(key: key), transport: transport, scanning: ScanningServices(imagePreparer: FakeImagePreparer()))
        try await database.updateAIConfiguration { [configuration = AIConfiguration(baseURL: URL(string: "https://ai.example.com/v1")!, model: "vision-model")] in $0 = configuration }
        return (useCases, database)
    }

    @Test func onePhotoGivesTheFoodsSeenAndScreenedIdeasInOneCall() async throws {
        let transport = RecordingTransport(body: Self.reply(seen: Self.seen, ideas: Self.ideas))
        let (useCases, database) = try await make(key: "sk-test-key-123", transport: transport)
        try await database.saveDietaryPreferences(DietaryPreferences([.nutFree]))
        try await useCases.preferences.saveIdeaPreferences(IdeaPreferences(persona: "calm-kai"))
        var shown: [String] = []
        var finished: (seen: [DetectedItem], batch: IdeaBatch)?
        for try await event in try await useCases.ideas.streamFromPhoto(TestPhotos.jpeg) {
            switch event {
            case .idea(.shown(let idea, _, _)): shown.append(idea.name)
            case .idea: break
            case .finished(let seen, let batch): finished = (seen, batch)
            }
        }
        #expect(transport.requests.count == 1, "one vision call")
        let body = String(decoding: try #require(transport.requests.first?.body), as: UTF8.self)
        #expect(body.contains("data:image/jpeg;base64,"))
        #expect(body.contains("foods_and_ideas") || body.contains(#""seen""#))
        #expect(body.contains("Calm Kai"))
        let result = try #require(finished)
        #expect(result.seen.map(\.name) == ["apple", "cheddar"], "an unsure detection stays below the threshold")
        #expect(shown == ["Apple Cheddar Stack", "Cheese Plate", "Apple Slices"])
        #expect(result.batch.heldBack.map(\.idea.name) == ["PB Apple"])
        #expect(try await useCases.ideas.last() == result.batch, "kept as the recent batch")
        #expect(try await database.inventory().items.isEmpty, "nothing joins the kitchen before it is confirmed")
        try await useCases.scanning.confirm(result.seen.map { ScanConfirmation(name: $0.name, quantity: $0.quantity ?? "") })
        #expect(try await database.inventory().items.map(\.name) == ["apple", "cheddar"])
    }

    @Test func aPhotoWithNoFoodSaysSo() async throws {
        let transport = RecordingTransport(body: Self.reply(seen: [], ideas: []))
        let (useCases, _) = try await make(key: "sk-test-key-123", transport: transport)
        await #expect(throws: PhotoIdeasError.noFoodInPhoto) { try await useCases.ideas.askFromPhoto(TestPhotos.jpeg) }
        #expect(UserFacingError(PhotoIdeasError.noFoodInPhoto).message.hasPrefix("No food could be seen in that photo."))
    }

    @Test func withoutAKeyItExplainsAndSendsNothing() async throws {
        let transport = RecordingTransport(body: "")
        let (useCases, _) = try await make(key: nil, transport: transport)
        await #expect(throws: PhotoIdeasError.needsVisionEndpoint) { try await useCases.ideas.streamFromPhoto(TestPhotos.jpeg) }
        #expect(transport.requests.isEmpty)
        let message = UserFacingError(PhotoIdeasError.needsVisionEndpoint)
        #expect(message.message.contains("vision-capable model") && message.actions.contains(.useOfflineChef))
    }

    @Test func notAPhotoIsRefusedBeforeAnythingIsSent() async throws {
        let transport = RecordingTransport(body: "")
        let (useCases, _) = try await make(key: "sk-test-key-123", transport: transport)
        await #expect(throws: (any Error).self) { try await useCases.ideas.streamFromPhoto(Data("not a photo".utf8)) }
        #expect(transport.requests.isEmpty)
    }
}
