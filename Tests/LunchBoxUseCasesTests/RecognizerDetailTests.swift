import Foundation
import LunchBoxCore
import LunchBoxStorage
import LunchBoxTesting
import Testing

@testable import LunchBoxUseCases

/// How a recognizer is set up is worded in each reader's language, while what the
/// database keeps of a recognizer that answered a photo stays the setup itself: a row
/// stored when the details were English sentences still counts as tried.
@Suite("Recognizer details")
struct RecognizerDetailTests {
    /// The vision model with a key, the food model and the kitchen memory.
    func make(database: AppDatabase? = nil, transport: RecordingTransport = RecordingTransport(body: "")) throws -> (UseCases, AppDatabase) {
        let secrets = InMemorySecretStore()
        try secrets.saveAPIKey("sk-test-secret-key-1234")
        let services = ScanningServices(
            imagePreparer: FakeImagePreparer(), imageModel: FakeImageModel(printModel: "fake-model"),
            classMap: try FoodClassMap.bundled(lexicon: KitchenGenerators.lexicon()))
        return try TestUseCases.make(database: database, secrets: secrets, transport: transport, scanning: services)
    }

    @Test func anAnswerStoredAsTheEnglishSentenceStillCountsAsTried() async throws {
        let (before, database) = try make()
        let statuses = try await before.scanning.recognizers()
        let vision = try #require(statuses.first { $0.kind == .visionModel })
        #expect(vision.state == .untried)
        guard case .untried(.visionModel(let model, let host)) = vision.explanation else {
            Issue.record("\(vision.explanation)")
            return
        }
        #expect(statuses.first { $0.kind == .foodModel }?.state == .untried)
        // The rows as they were stored before the details were worded.
        try await database.recordAnswer(of: .visionModel, detail: "\(model) at \(host)", at: TestUseCases.monday)
        try await database.recordAnswer(of: .foodModel, detail: "On this machine, no key (fake-model)", at: TestUseCases.monday)

        let (after, _) = try make(database: database)
        let now = try await after.scanning.recognizers()
        #expect(now.first { $0.kind == .visionModel }?.state == .ready)
        #expect(now.first { $0.kind == .foodModel }?.state == .ready)
        #expect(now.first { $0.kind == .visionModel }?.detail(Wordings()[.german]) == "\(model) bei \(host)")
        #expect(now.first { $0.kind == .foodModel }?.detail == "On this machine, no key (fake-model)")
    }

    @Test func aScanStoresTheSetupInNoReadersLanguage() async throws {
        let reply = RecordingTransport(body: #"{"choices":[{"message":{"content":"{\"items\":[]}"},"finish_reason":"stop"}]}"#)
        let (useCases, database) = try make(transport: reply)
        _ = try? await useCases.scanning.scan(TestPhotos.jpeg, only: [.visionModel])
        let vision = try #require(try await useCases.scanning.recognizers().first { $0.kind == .visionModel })
        #expect(vision.state == .ready)
        guard case .visionModel(let model, let host) = vision.explanation else {
            Issue.record("\(vision.explanation)")
            return
        }
        #expect(try await database.answeredDetail(for: .visionModel) == "\(model) at \(host)")
    }

    /// Each detail in German, and the English the JSON says, as it said it before.
    @Test func detailsAreWordedAndTheirEnglishIsAsBefore() {
        let german = Wordings()[.german]
        let cases: [(RecognizerDetail, String, String)] = [
            (.onThisMachine, "On this machine", "Auf diesem Gerät"),
            (.notAvailable, "Not available here", "Hier nicht verfügbar"),
            (.cannotResizePhotos, "Photos cannot be resized on this machine (libvips is not installed)", "Fotos können auf diesem Gerät nicht verkleinert werden (libvips ist nicht installiert)"),
            (.needsVisionKey, "Needs an AI key with a vision-capable model, saved in Settings", "Braucht einen in den Einstellungen gespeicherten KI-Schlüssel mit einem Modell, das Bilder versteht"),
            (.memory(learnt: 0), "Learns each food you confirm from a photo; nothing learnt yet", "Lernt jedes Lebensmittel, das du auf einem Foto bestätigst; noch nichts gelernt"),
            (.memory(learnt: 1), "1 food learnt here", "1 Lebensmittel hier gelernt"),
            (.memory(learnt: 3), "3 foods learnt here", "3 Lebensmittel hier gelernt"),
            (.missing(.package("zbar-tools")), "Not installed here (Debian package zbar-tools)", "Hier nicht installiert (Debian-Paket zbar-tools)"),
            (
                .missing(.library), "Its library (libLunchBoxFoodModel) is not beside this program: build with scripts/build-release",
                "Seine Bibliothek (libLunchBoxFoodModel) liegt nicht neben diesem Programm: Baue mit scripts/build-release"
            ),
            (.untried(.visionModel(model: "llava", host: "example.com")), "llava at example.com; not yet tried on a photo", "llava bei example.com; noch nicht an einem Foto ausprobiert"),
            (.text("as the server said"), "as the server said", "as the server said"),
        ]
        for (detail, english, inGerman) in cases {
            #expect(detail.english == english)
            #expect(detail.text(german) == inGerman)
        }
    }

    /// A household server sends each detail as a code besides its English, so the phone
    /// says it in its own language; an older server's English is shown as it came.
    @Test func aDetailReadBackFromAServerIsWordedInTheClientsLanguage() throws {
        let german = Wordings()[.german]
        let details: [RecognizerDetail] = [
            .onThisMachine, .notAvailable, .cannotResizePhotos, .needsVisionKey, .visionModel(model: "llava", host: "example.com"),
            .imageModel(printModel: "fake-model"), .memory(learnt: 0), .memory(learnt: 3), .missing(.package("zbar-tools")),
            .missing(.modelNotBuilt(path: "/data/model.onnx")), .missing(.textModelsNotBuilt(folder: "/data/ocr")), .missing(.library),
            .untried(.visionModel(model: "llava", host: "example.com")), .text("as the server said"),
        ]
        for detail in details {
            let status = RecognizerStatus(kind: .visionModel, state: .unavailable, explanation: detail)
            let answer = try JSONDecoder().decode(RecognizerStatus.self, from: JSONEncoder().encode(status))
            #expect(answer == status, "\(detail)")
            #expect(answer.detail(german) == detail.text(german))
        }
        let older = Data(#"{"kind": "vision", "title": "Vision model", "state": "unavailable", "detail": "Not available here"}"#.utf8)
        #expect(try JSONDecoder().decode(RecognizerStatus.self, from: older).detail(german) == "Not available here")
    }
}
