import LunchBoxCore
import Testing

/// The words a person is shown for what `change` threw; nil when it did not throw.
func failure(_ change: () async throws -> Void) async -> UserFacingError? {
    do {
        try await change()
        return nil
    } catch {
        return UserFacingError(error)
    }
}

/// Checks that `change` is refused on `here` in the same words as on a fresh household on
/// this device (`device`).
func expectSameRefusal<Face>(
    _ here: Face, _ device: Face, sourceLocation: SourceLocation = #_sourceLocation, _ change: (Face) async throws -> Void
) async {
    let refused = await failure { try await change(here) }
    let refusedOnDevice = await failure { try await change(device) }
    #expect(refused != nil && refused == refusedOnDevice, "\(String(describing: refused))", sourceLocation: sourceLocation)
}
