import Foundation
import LunchBoxCore
import LunchBoxStorage
import LunchBoxTesting
import LunchBoxUseCases
import Testing

@Suite("Scanning use case")
struct ScanningUseCaseTests {
    /// A recognizer that answers what it is given, or throws it.
    struct StubRecognizer: FoodRecognizer {
        let kind: RecognizerKind
        let result: Result<[ScanCandidate], ScanError>

        func recognize(_ photo: ScanPhoto) async throws -> [ScanCandidate] { try result.get() }
    }

    static let jpegStart = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01])

    static func scanning(_ recognizers: [any FoodRecognizer]) throws -> ScanningUseCase {
        let database = try AppDatabase.inMemory()
        return UseCases(
            store: database, secrets: InMemorySecretStore(),
            chatClient: ChatClient(transport: RecordingTransport(body: ""), networkMonitor: FixedNetworkMonitor(online: true)),
            lexicon: try KitchenGenerators.lexicon(), clock: FixedClock(TestUseCases.monday), calendar: TestUseCases.utc,
            scanning: ScanningServices(recognizers: recognizers), makeSeed: { 42 }
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
