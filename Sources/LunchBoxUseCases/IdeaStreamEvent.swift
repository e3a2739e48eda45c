import Foundation
import LunchBoxCore

/// What a face sees while ideas arrive: each idea the moment the engine has written it
/// (already screened by the dietary guard), then the whole batch as kept.
public enum IdeaStreamEvent: Equatable, Sendable {
    /// An idea that fits the diet, with the ingredients the guard could not check and
    /// the kitchen items it uses (warning of any past their best-before date).
    case shown(LunchBoxIdea, unverified: [String], kitchen: IdeaKitchenUse)
    /// An idea that breaks a chosen diet, with why (faces show it only on request).
    case heldBack(IdeaBatch.HeldBack)
    /// The last event: every idea, as kept for opening, saving and planning.
    case finished(IdeaBatch)
}

/// A stream of ideas broke after some had arrived: those are kept (as the recent batch)
/// and shown; `underlying` says what went wrong.
public struct IdeaStreamInterrupted: Error, Equatable, Sendable, UserFacingErrorConvertible {
    public let kept: IdeaBatch
    public let underlying: UserFacingError

    public init(kept: IdeaBatch, underlying: UserFacingError) {
        self.kept = kept
        self.underlying = underlying
    }

    /// What went wrong, then what is kept; an error the household's server worded (no
    /// keys) is followed by the English it came in.
    public var userFacingError: UserFacingError {
        let keptSentence = Fault("fault3.stream.kept", count: kept.numbered.count)
        guard let fault = underlying.fault else {
            return UserFacingError(
                title: underlying.title, message: "\(underlying.message) \(keptSentence.message(.english))", actions: underlying.actions, kind: underlying.kind)
        }
        return UserFacingError(fault.followed(by: keptSentence), actions: underlying.actions, kind: underlying.kind)
    }
}

extension IdeaStreamEvent {
    /// A batch that arrived whole (from the household's server) as the events a stream of
    /// it would have given: each shown idea, each held back, then the batch.
    public static func events(of batch: IdeaBatch) -> [IdeaStreamEvent] {
        batch.ideas.map { .shown($0, unverified: batch.unverifiedIngredients(for: $0.id), kitchen: batch.kitchenUse(for: $0.id)) }
            + batch.heldBack.map(IdeaStreamEvent.heldBack) + [.finished(batch)]
    }
}
