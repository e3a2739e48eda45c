import LunchBoxCore
import LunchBoxUseCases
import OpenCombineShim

/// The dietary preferences screen, with the chef persona and the idea preferences;
/// every change is saved at once.
///
/// Changes made in quick succession (two pickers, a stepper pressed twice) must not undo
/// each other: each change is shown at once and builds on what is shown, and the saves
/// go to the store one after another, in the order the person made them.
@MainActor
public final class PreferencesViewModel: ObservableObject {
    @Published public private(set) var preferences = DietaryPreferences.none
    @Published public private(set) var ideaPreferences = IdeaPreferences.standard
    /// Every chef, with whether it can be chosen yet and which is chosen.
    @Published public private(set) var personas: [PersonaChoice] = []
    @Published public var errorMessage: String?

    private let useCase: any PreferencesEditing
    /// The last save queued; the next one waits for it.
    private var lastSave: Task<Void, Never>?
    /// Changes made and not yet answered by the store, this one included.
    private var unansweredChanges = 0

    /// The screen's words, in the person's language: its errors are said in them.
    let words: Wording

    public init(preferences: any PreferencesEditing, words: Wording) {
        self.words = words
        self.useCase = preferences
    }

    public func load() async {
        await run { try await self.useCase.current() }
        await runIdeas { try await self.useCase.ideaPreferences() }
    }

    /// Saves the idea preferences (all or nothing: a locked chef or a count out of range
    /// keeps what was shown and says why).
    public func saveIdeas(_ updated: IdeaPreferences) async {
        await runIdeas { try await self.useCase.saveIdeaPreferences(updated) }
    }

    /// Changes one idea preference: shown at once, on top of what is shown, and saved
    /// after any save under way, as that one change applied to what the store holds by
    /// then. So quick changes all land, and a refused one (a locked chef) says why
    /// without taking later changes down with it.
    public func change<Value>(_ keyPath: WritableKeyPath<IdeaPreferences, Value>, to value: Value) async {
        ideaPreferences[keyPath: keyPath] = value
        let apply: @MainActor (inout IdeaPreferences) -> Void = { $0[keyPath: keyPath] = value }
        await enqueue {
            do {
                var next = try await self.useCase.ideaPreferences()
                apply(&next)
                let saved = try await self.useCase.saveIdeaPreferences(next)
                try await self.answered { self.ideaPreferences = saved }
                self.errorMessage = nil
            } catch {
                self.errorMessage = UserFacingError(error).message(self.words)
                try? await self.answered { self.ideaPreferences = try await self.useCase.ideaPreferences() }
            }
            self.personas = (try? await self.useCase.personas()) ?? self.personas
        }
    }

    /// Turns one restriction on or off: shown at once, saved after any save under way.
    /// The use case keeps the others as stored, so two screens toggling different
    /// restrictions don't undo each other either.
    public func set(_ restriction: DietaryRestriction, enabled: Bool) async {
        preferences[restriction] = enabled
        await enqueue {
            do {
                let saved = try await self.useCase.set(restriction, to: enabled)
                try await self.answered { self.preferences = saved }
                self.errorMessage = nil
            } catch {
                self.errorMessage = UserFacingError(error).message(self.words)
                try? await self.answered { self.preferences = try await self.useCase.current() }
            }
        }
    }

    /// Runs `job` after every job queued before it, and waits for it.
    private func enqueue(_ job: @escaping @MainActor () async -> Void) async {
        unansweredChanges += 1
        let previous = lastSave
        let task = Task { @MainActor in
            await previous?.value
            await job()
            self.unansweredChanges -= 1
        }
        lastSave = task
        await task.value
    }

    /// Shows a save's answer only when no later change waits (it would flicker back
    /// over that change otherwise); the last answer shows what is stored.
    private func answered(_ show: @MainActor () async throws -> Void) async throws {
        if unansweredChanges == 1 { try await show() }
    }

    /// Replaces all preferences at once.
    public func save(_ updated: DietaryPreferences) async {
        await run { try await self.useCase.save(updated) }
    }

    /// Clears every restriction: ideas are asked for without dietary constraints.
    public func reset() async {
        await run { try await self.useCase.reset() }
    }

    private func runIdeas(_ action: () async throws -> IdeaPreferences) async {
        do {
            ideaPreferences = try await action()
            personas = try await useCase.personas()
            errorMessage = nil
        } catch {
            errorMessage = UserFacingError(error).message(words)
        }
    }

    /// Shows what the use case answered, or why it failed (keeping what was shown).
    private func run(_ action: () async throws -> DietaryPreferences) async {
        do {
            preferences = try await action()
            errorMessage = nil
        } catch {
            errorMessage = UserFacingError(error).message(words)
        }
    }
}
