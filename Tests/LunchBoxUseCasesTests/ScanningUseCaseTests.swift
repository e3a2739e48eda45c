import Foundation
import LunchBoxCore
import LunchBoxStorage
import LunchBoxTesting
import LunchBoxUseCases
import Testing

@Suite("Scanning use case")
struct ScanningUseCaseTests {
    static let code = "4006381333931"

    func make(_ recognizers: [any FoodRecognizer], secrets: any SecretStore = InMemorySecretStore()) throws -> (UseCases, AppDatabase) {
        try TestUseCases.make(secrets: secrets, scanning: ScanningServices(recognizers: recognizers))
    }

    @Test func aPhotoBecomesDetectionsThatConfirmingPutsInTheKitchen() async throws {
        let (useCases, _) = try make([FakeRecognizer(.labelReader, labels: ["MILK", "Eggs", "mystery powder"])])
        let outcome = try await useCases.scanning.scan(TestPhotos.png)
        #expect(outcome.format == .png)
        #expect(Set(outcome.detected.map(\.name)) == ["milk", "eggs", "mystery powder"])
        #expect(outcome.detected.first { $0.name == "mystery powder" }?.food == nil)
        #expect(outcome.reports.map(\.kind) == [.labelReader])

        let added = try await useCases.scanning.confirm(outcome.detected.filter { $0.food != nil }.map { ScanConfirmation(name: $0.name) })
        #expect(Set(added.map(\.name)) == ["milk", "eggs"])
        #expect(Set(try await useCases.inventory.items().map(\.name)) == ["milk", "eggs"])
    }

    /// Issue 38, item 5: confirming "cucumber" when the kitchen holds cucumber is no
    /// second row; a counted food is topped up.
    @Test func confirmingAHeldFoodTopsItUp() async throws {
        let (useCases, _) = try make([])
        let cucumber = try await useCases.inventory.add(name: "cucumber")
        let apples = try await useCases.inventory.add(name: "apples", quantity: "2")
        let added = try await useCases.scanning.confirm([ScanConfirmation(name: "Cucumber"), ScanConfirmation(name: "apple", quantity: "1")])
        #expect(added.map(\.id) == [cucumber.id, apples.id])
        #expect(try await useCases.inventory.items().map(\.displayText) == ["cucumber", "apples (3)"])
    }

    @Test func theThresholdInSettingsHidesUnsureDetections() async throws {
        let (useCases, _) = try make([FakeRecognizer(.labelReader, labels: ["milk"], confidence: 0.5)])
        #expect(try await useCases.scanning.scan(TestPhotos.png).detected.isEmpty)
        try await useCases.scanning.updateSettings(ScanSettingsChange(threshold: 0.4))
        #expect(try await useCases.scanning.scan(TestPhotos.png).detected.map(\.name) == ["milk"])
        await #expect(throws: ScanSettingsError.invalidThreshold) { try await useCases.scanning.updateSettings(ScanSettingsChange(threshold: 2)) }
    }

    @Test func aBarcodeIsUnknownTheFirstTimeAndKnownAfterItIsNamed() async throws {
        let barcode = FakeRecognizer(.barcode, frames: [.success([ScanCandidate(label: "", confidence: 1, recognizer: .barcode, barcode: Self.code)])])
        let (useCases, _) = try make([barcode])
        let first = try await useCases.scanning.scan(TestPhotos.jpeg)
        #expect(first.detected.first?.needsName == true)
        try await useCases.scanning.confirm([ScanConfirmation(name: "oat milk", barcode: Self.code)])
        let second = try await useCases.scanning.scan(TestPhotos.jpeg)
        #expect(second.detected.first?.name == "oat milk")
        #expect(second.detected.first?.food == "oat milk")
        #expect(second.detected.first?.barcode == Self.code)
    }

    @Test func barcodesTheDeviceReadAreNamedFromTheCatalogToo() async throws {
        let (useCases, _) = try make([])
        try await useCases.scanning.confirm([ScanConfirmation(name: "skyr", barcode: Self.code)])
        let outcome = try await useCases.scanning.scan(TestPhotos.jpeg, deviceBarcodes: [Self.code, "123"])
        #expect(outcome.detected.map(\.name) == ["skyr"])
    }

    @Test func withNoRecognizerScanningSaysWhatToSetUp() async throws {
        let (useCases, _) = try make([])
        await #expect(throws: ScanError.noRecognizer) { try await useCases.scanning.scan(TestPhotos.png) }
        let statuses = try await useCases.scanning.recognizers()
        #expect(statuses.first { $0.kind == .visionModel }?.state == .unavailable)
    }

    @Test func notAPhotoIsRefusedBeforeAnyRecognizerRuns() async throws {
        let recognizer = FakeRecognizer(.labelReader, labels: ["milk"])
        let (useCases, _) = try make([recognizer])
        await #expect(throws: ScanError.notAPhoto) { try await useCases.scanning.scan(Data("just text".utf8)) }
        await #expect(throws: ScanError.emptyPhoto) { try await useCases.scanning.scan(Data()) }
        #expect(recognizer.callCount == 0)
    }

    @Test func oneFailingRecognizerIsReportedAndTheOthersStillCount() async throws {
        let broken = FakeRecognizer(.barcode, frames: [.failure(ScanError.unreadablePhoto(reason: "it is damaged"))])
        let (useCases, _) = try make([FakeRecognizer(.labelReader, labels: ["milk"]), broken])
        let outcome = try await useCases.scanning.scan(TestPhotos.png)
        #expect(outcome.detected.map(\.name) == ["milk"])
        #expect(outcome.reports.first { $0.kind == .barcode }?.error?.message.contains("damaged") == true)
    }

    @Test func whenEveryRecognizerFailsThePhotosProblemIsTheError() async throws {
        let broken = FakeRecognizer(.labelReader, frames: [.failure(ScanError.unreadablePhoto(reason: "it is damaged"))])
        let (useCases, _) = try make([broken])
        await #expect(throws: ScanError.unreadablePhoto(reason: "it is damaged")) { try await useCases.scanning.scan(TestPhotos.png) }
    }

    @Test func aTurnedOffRecognizerDoesNotRun() async throws {
        let recognizer = FakeRecognizer(.labelReader, labels: ["milk"])
        let (useCases, _) = try make([recognizer, FakeRecognizer(.barcode, labels: [])])
        try await useCases.scanning.updateSettings(ScanSettingsChange(enabled: [.labelReader: false]))
        _ = try await useCases.scanning.scan(TestPhotos.png)
        #expect(recognizer.callCount == 0)
        #expect(try await useCases.scanning.recognizers().first { $0.kind == .labelReader }?.state == .off)
    }

    @Test func liveFramesAreSmoothed() async throws {
        let frames: [Result<[ScanCandidate], any Error>] = [
            .success([ScanCandidate(label: "milk", confidence: 0.9, recognizer: .labelReader)]),
            .success([ScanCandidate(label: "milk", confidence: 0.9, recognizer: .labelReader)]),
        ]
        let (useCases, _) = try make([FakeRecognizer(.labelReader, frames: frames)])
        let first = try await useCases.scanning.scan(TestPhotos.png, liveScan: "scan-0001")
        let second = try await useCases.scanning.scan(TestPhotos.png, liveScan: "scan-0001")
        let elsewhere = try await useCases.scanning.scan(TestPhotos.png, liveScan: "scan-0002")
        #expect(first.detected.isEmpty)
        #expect(second.detected.map(\.name) == ["milk"])
        #expect(elsewhere.detected.isEmpty)
        await #expect(throws: ScanError.invalidLiveScan) { try await useCases.scanning.scan(TestPhotos.png, liveScan: "<script>") }
    }

    @Test func confirmingAddsAllOrNothing() async throws {
        let (useCases, _) = try make([])
        await #expect(throws: (any Error).self) {
            try await useCases.scanning.confirm([ScanConfirmation(name: "milk"), ScanConfirmation(name: "  ")])
        }
        #expect(try await useCases.inventory.items().isEmpty)
    }

    @Test func theVisionModelRunsWithTheKeyAndItsOwnModel() async throws {
        let secrets = InMemorySecretStore()
        try secrets.saveAPIKey("sk-test-secret-key-1234")
        let transport = RecordingTransport(body: #"{"choices":[{"message":{"content":"{\"items\":[{\"name\":\"cheddar\",\"confidence\":0.9,\"quantity\":\"\"}]}"},"finish_reason":"stop"}]}"#)
        let (useCases, _) = try TestUseCases.make(
            secrets: secrets, transport: transport, scanning: ScanningServices(imagePreparer: FakeImagePreparer()))
        try await useCases.scanning.updateSettings(ScanSettingsChange(visionModel: "llava"))
        let outcome = try await useCases.scanning.scan(TestPhotos.jpeg)
        #expect(outcome.detected.map(\.name) == ["cheddar"])
        let body = try #require(transport.requests.first?.body)
        #expect((try JSONSerialization.jsonObject(with: body) as? [String: Any])?["model"] as? String == "llava")
        #expect(try await useCases.scanning.recognizers().first { $0.kind == .visionModel }?.detail.hasPrefix("llava at") == true)
    }

    /// Issue 25: the page said "Vision model: ready" as soon as a key was saved, even for
    /// a model that cannot read images.
    @Test func theVisionModelIsReadyOnlyAfterItHasAnsweredAPhotoAsSetUpNow() async throws {
        let secrets = InMemorySecretStore()
        try secrets.saveAPIKey("sk-test-secret-key-1234")
        let transport = RecordingTransport(body: #"{"choices":[{"message":{"content":"{\"items\":[]}"},"finish_reason":"stop"}]}"#)
        let (useCases, _) = try TestUseCases.make(secrets: secrets, transport: transport, scanning: ScanningServices(imagePreparer: FakeImagePreparer()))
        func vision() async throws -> RecognizerStatus? { try await useCases.scanning.recognizers().first { $0.kind == .visionModel } }
        #expect(try await vision()?.state == .untried)
        #expect(try await vision()?.detail.contains("not yet tried") == true)
        _ = try await useCases.scanning.scan(TestPhotos.jpeg)
        #expect(try await vision()?.state == .ready)
        try await useCases.scanning.updateSettings(ScanSettingsChange(visionModel: "llama3"))
        #expect(try await vision()?.state == .untried, "another model has not shown it reads images")
    }
}

@Suite("Online barcode lookup")
struct OnlineBarcodeLookupTests {
    static let code = "4006381333931"

    func make(_ transport: RecordingTransport) throws -> UseCases {
        let barcode = FakeRecognizer(.barcode, frames: [.success([ScanCandidate(label: "", confidence: 1, recognizer: .barcode, barcode: Self.code)])])
        return try TestUseCases.make(scanning: ScanningServices(recognizers: [barcode], productLookup: OpenFoodFactsLookup(transport: transport))).useCases
    }

    @Test func isNeverAskedUnlessTurnedOn() async throws {
        let transport = RecordingTransport(body: #"{"product":{"product_name":"Milk"}}"#)
        let useCases = try make(transport)
        let outcome = try await useCases.scanning.scan(TestPhotos.jpeg)
        #expect(outcome.detected.first?.needsName == true)
        #expect(transport.requests.isEmpty)
    }

    @Test func whenTurnedOnSendsOnlyTheBarcodeNumber() async throws {
        let transport = RecordingTransport(body: #"{"product":{"generic_name":"","product_name_en":"Organic oat drink","product_name":"Havredryck"}}"#)
        let useCases = try make(transport)
        try await useCases.inventory.add(name: "secret family recipe")
        try await useCases.scanning.updateSettings(ScanSettingsChange(onlineProductLookup: true))
        let outcome = try await useCases.scanning.scan(TestPhotos.jpeg)
        #expect(outcome.detected.map(\.name) == ["oat milk"])  // the lexicon knows "oat drink"
        #expect(outcome.detected.first?.barcode == Self.code)
        let request = try #require(transport.requests.first)
        #expect(request.url.host == "world.openfoodfacts.org")
        #expect(request.url.path == "/api/v2/product/\(Self.code).json")
        #expect(request.body.isEmpty)
        #expect(request.header("Authorization") == nil)
        #expect(!request.url.absoluteString.contains("secret"))
    }

    @Test func aLookupThatFailsLeavesTheBarcodeToName() async throws {
        let useCases = try make(RecordingTransport(status: 404, body: "{}"))
        try await useCases.scanning.updateSettings(ScanSettingsChange(onlineProductLookup: true))
        #expect(try await useCases.scanning.scan(TestPhotos.jpeg).detected.first?.needsName == true)
    }
}

@Suite("Scanning use case: damaged photos")
struct DamagedPhotoScanTests {
    /// A recognizer that answers what it is given, or throws it.
    struct StubRecognizer: FoodRecognizer {
        let kind: RecognizerKind
        let result: Result<[ScanCandidate], ScanError>

        func recognize(_ photo: ScanPhoto) async throws -> [ScanCandidate] { try result.get() }
    }

    /// A whole photo: the stubs decide what is wrong with it (a cut-off photo never reaches
    /// them: ScanningBoundsTests).
    static let jpegStart = TestPhotos.jpeg

    static func scanning(_ recognizers: [any FoodRecognizer]) throws -> ScanningUseCase {
        let database = try AppDatabase.inMemory()
        return UseCases(
            store: database, secrets: InMemorySecretStore(),
            chatClient: ChatClient(transport: RecordingTransport(body: ""), networkMonitor: FixedNetworkMonitor(online: true)),
            lexicon: try KitchenGenerators.lexicon(), clock: FixedClock(TestUseCases.monday), calendar: TestUseCases.utc,
            scanning: ScanningServices(recognizers: recognizers)
        ).scanning
    }

    @Test func aDamagedPhotoIsSaidToBeDamagedEvenWhenAnotherRecognizerFoundNothing() async throws {
        // Given a label reader that cannot decode the photo and a barcode reader that finds nothing in it
        let scanning = try Self.scanning([
            StubRecognizer(kind: .labelReader, result: .failure(.unreadablePhoto(reason: "it is cut off"))),
            StubRecognizer(kind: .barcode, result: .success([])),
        ])
        // When it is scanned, Then the person hears that the photo is damaged
        await #expect(throws: ScanError.unreadablePhoto(reason: "it is cut off")) {
            try await scanning.scan(Self.jpegStart)
        }
    }

    @Test func oneRecognizerFailingOtherwiseStillGivesWhatTheOthersFound() async throws {
        let scanning = try Self.scanning([
            StubRecognizer(kind: .labelReader, result: .failure(.noRecognizer)),
            StubRecognizer(kind: .barcode, result: .success([])),
        ])
        let outcome = try await scanning.scan(Self.jpegStart)
        #expect(outcome.detected.isEmpty)
        #expect(outcome.reports.map(\.kind) == [.labelReader, .barcode])
    }
}
