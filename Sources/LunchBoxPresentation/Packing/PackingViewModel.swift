import Foundation
import LunchBoxCore
import LunchBoxUseCases
import OpenCombineShim

/// "Packed it" for the app's screens: the last packing (its message, the questions it
/// left, its undo). The rules are the use case's; this only holds what the screen shows.
@MainActor
public final class PackingViewModel: ObservableObject {
    /// The last packing, as every face words it; nil after undo.
    @Published public private(set) var lastPacking: PackingReport?
    @Published public var errorMessage: String?

    private let packing: PackingUseCase

    /// The screen's words, in the person's language: its errors are said in them.
    private let words: Wording

    public init(packing: PackingUseCase, words: Wording) {
        self.words = words
        self.packing = packing
    }

    /// Packs a recent idea or favorite; `answers` by food name ("cheddar": .noneLeft).
    @discardableResult
    public func packIdea(id: UUID, answers: [String: Packing.Answer] = [:]) async -> Bool {
        await ScreenAction.run(words: words, { lastPacking = PackingReport(try await packing.packIdea(id: id, answers: answers)) }, showing: { errorMessage = $0 })
    }

    /// Packs a library meal, such as a planned day's.
    @discardableResult
    public func packMeal(id: UUID, answers: [String: Packing.Answer] = [:]) async -> Bool {
        await ScreenAction.run(words: words, { lastPacking = PackingReport(try await packing.packMeal(id: id, answers: answers)) }, showing: { errorMessage = $0 })
    }

    @discardableResult
    public func undoPacking() async -> Bool {
        guard let id = lastPacking?.id else { return false }
        return await ScreenAction.run(
            words: words,
            {
                try await packing.undo(id: id)
                lastPacking = nil
            }, showing: { errorMessage = $0 })
    }
}
