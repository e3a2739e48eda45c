import Foundation
import LunchBoxCore
import LunchBoxStorage
import LunchBoxTesting
import Testing

@testable import LunchBoxUseCases

/// Scans are bounded before any tool runs (issue 27, cases 6 and 10): the photo's
/// declared size and wholeness are checked once for every recognizer, and only a few
/// scans run at once.
@Suite("Scanning bounds", .timeLimit(.minutes(2)))
struct ScanningBoundsTests {
    /// Counts its calls; finds "milk", once `open` when it was made held.
    final class CountingRecognizer: FoodRecognizer, @unchecked Sendable {
        let kind = RecognizerKind.labelReader
        private let lock = NSLock()
        private var count = 0
        private var isOpen: Bool

        init(held: Bool = false) {
            isOpen = !held
        }

        var calls: Int { lock.withLock { count } }

        /// Lets the scans it holds finish.
        func open() {
            lock.withLock { isOpen = true }
        }

        func recognize(_ photo: ScanPhoto) async throws -> [ScanCandidate] {
            lock.withLock { count += 1 }
            try await waitUntil { self.lock.withLock { self.isOpen } }
            return [ScanCandidate(label: "MILK", confidence: 0.9, recognizer: .labelReader)]
        }
    }

    /// A whole JPEG whose frame header declares `width` x `height`.
    static func jpeg(width: Int, height: Int) -> Data {
        var bytes = [UInt8](TestPhotos.jpeg)
        bytes[7] = UInt8(height >> 8)
        bytes[8] = UInt8(height & 0xFF)
        bytes[9] = UInt8(width >> 8)
        bytes[10] = UInt8(width & 0xFF)
        return Data(bytes)
    }

    @Test func aPhotoDeclaringTooManyPixelsReachesNoRecognizer() async throws {
        let recognizer = CountingRecognizer()
        let scanning = try DamagedPhotoScanTests.scanning([recognizer])
        await #expect(throws: ScanError.unreadablePhoto(reason: "it has more than 100 megapixels")) {
            try await scanning.scan(Self.jpeg(width: 12_000, height: 9_000))
        }
        #expect(recognizer.calls == 0)
        _ = try await scanning.scan(Self.jpeg(width: 4_000, height: 3_000))
        #expect(recognizer.calls == 1)
    }

    @Test func aCutOffPhotoIsCalledDamagedAndReachesNoRecognizer() async throws {
        let recognizer = CountingRecognizer()
        let scanning = try DamagedPhotoScanTests.scanning([recognizer])
        for cut in [TestPhotos.jpeg.dropLast(2), TestPhotos.jpeg.prefix(12), TestPhotos.png.dropLast(12)] {
            await #expect(throws: ScanError.unreadablePhoto(reason: "it is damaged or not a complete image")) {
                try await scanning.scan(Data(cut))
            }
        }
        #expect(recognizer.calls == 0)
        #expect(UserFacingError(ScanError.unreadablePhoto(reason: "it is damaged or not a complete image")).message.contains("damaged"))
    }

    @Test func scansBeyondTheBoundAreRefusedAsBusyThenServedAgain() async throws {
        // The scans that got a slot are held until the others have answered, however the
        // six were scheduled.
        let recognizer = CountingRecognizer(held: true)
        let scanning = try DamagedPhotoScanTests.scanning([recognizer])
        let results = await withTaskGroup(of: Result<ScanOutcome, any Error>.self) { group in
            for _ in 0..<6 { group.addTask { await Result(catching: { try await scanning.scan(TestPhotos.jpeg) }) } }
            var results: [Result<ScanOutcome, any Error>] = []
            while results.count < 6 - ScanSlots.defaultLimit, let result = await group.next() { results.append(result) }
            recognizer.open()
            return await group.reduce(into: results) { $0.append($1) }
        }
        let busy = results.filter { if case .failure(let error) = $0 { return error as? ScanError == .busy } else { return false } }
        #expect(busy.count == 6 - ScanSlots.defaultLimit)
        #expect(recognizer.calls == ScanSlots.defaultLimit)
        #expect(UserFacingError(ScanError.busy).kind == .busy)
        _ = try await scanning.scan(TestPhotos.jpeg)
        #expect(recognizer.calls == ScanSlots.defaultLimit + 1)
    }
}

extension Result where Failure == any Error {
    fileprivate init(catching body: () async throws -> Success) async {
        do { self = .success(try await body()) } catch { self = .failure(error) }
    }
}
