import Foundation
import LunchBoxCore
import Vision

/// Runs Vision requests on a dispatch queue of their own. `perform` blocks its thread
/// for the whole analysis (tens to hundreds of milliseconds); on a Swift concurrency
/// thread that would hold one of the few cooperative threads every task shares, so the
/// work goes to this queue and the caller awaits a continuation.
enum VisionRequests {
    private static let queue = DispatchQueue(label: "app.lunchbox.vision", qos: .userInitiated)

    /// Makes the request, performs it on `data` off the cooperative pool, and answers
    /// what `read` takes from it (Vision's results are not Sendable; `read` copies them
    /// into values that are).
    static func perform<Request: VNRequest, Output: Sendable>(
        _ makeRequest: @escaping @Sendable () -> Request, on data: Data, read: @escaping @Sendable (Request) throws -> Output
    ) async throws -> Output {
        try await withCheckedThrowingContinuation { continuation in
            queue.async {
                let request = makeRequest()
                let handler = VNImageRequestHandler(data: data, options: [:])
                do {
                    try handler.perform([request])
                } catch {
                    continuation.resume(throwing: ScanError.unreadablePhoto(reason: error.localizedDescription))
                    return
                }
                continuation.resume(with: Result { try read(request) })
            }
        }
    }
}
