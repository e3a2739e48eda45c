import LunchBoxCore

/// How many photos are scanned at once. Each scan runs the recognizers' tools (OpenCV's
/// models, zbar, libvips) side by side; 16 at once took 1.5 GB and 40 s (issue 27), so beyond
/// the bound a scan is refused at once (`ScanError.busy`, a 429 with Retry-After on the
/// web) rather than queued: a live camera sends its next frame a second later anyway.
actor ScanSlots {
    /// Two cores' worth: one scan's tools keep about one core busy.
    static let defaultLimit = 2

    private let limit: Int
    private var running = 0

    init(limit: Int = ScanSlots.defaultLimit) {
        self.limit = limit
    }

    /// Takes a slot; false when all are taken.
    func enter() -> Bool {
        guard running < limit else { return false }
        running += 1
        return true
    }

    func leave() {
        running = max(0, running - 1)
    }

    /// Runs `work` in a slot, or throws `ScanError.busy`.
    nonisolated func run<T: Sendable>(_ work: () async throws -> T) async throws -> T {
        guard await enter() else { throw ScanError.busy }
        do {
            let result = try await work()
            await leave()
            return result
        } catch {
            await leave()
            throw error
        }
    }
}
