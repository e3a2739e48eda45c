import LunchBoxCore

/// What a face sees while a photo turns into ideas: each idea as it arrives (screened as
/// every idea is), then the foods the model saw, for the person to confirm, with the
/// batch as kept.
public enum PhotoIdeasEvent: Equatable, Sendable {
    /// `.shown` or `.heldBack`, as for ideas from the kitchen.
    case idea(IdeaStreamEvent)
    /// The last event. `seen` are not in the kitchen until confirmed
    /// (`ScanningUseCase.confirm`).
    case finished(seen: [DetectedItem], batch: IdeaBatch)
}
