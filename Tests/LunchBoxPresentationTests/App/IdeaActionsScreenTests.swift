import Foundation
import LunchBoxCore
import LunchBoxPresentation
import LunchBoxTesting
import LunchBoxUseCases
import Testing

/// The idea detail's Share and Plan it, through the use cases every face uses.
@Suite("Idea actions screen")
@MainActor
struct IdeaActionsScreenTests {
    static let idea = LunchBoxIdea(name: "Rice box", ingredients: ["rice", "cucumber"], preparationSteps: ["Pack."])

    @Test func sharingCountsForPlayAndHandsTheTextToTheSheet() async throws {
        let (useCases, database) = try TestUseCases.make()
        try await database.saveRecentIdeas(IdeaBatch(ideas: [Self.idea], origin: .offlineChef))
        let model = IdeaActionsModel(actions: LocalIdeaActions(ideas: useCases.ideas, plan: useCases.plan), words: .english)
        await model.share(Self.idea)
        let sharing = try #require(model.sharing)
        #expect(sharing.text == useCases.ideas.shareText(for: Self.idea))
        let progress = try #require(try await database.playBoard().first).progress
        #expect(progress.total(.shares) == 1, "a share from the iPhone counts as on the web")
    }

    @Test func planItPutsTheIdeaOnTheChosenDay() async throws {
        let (useCases, database) = try TestUseCases.make()
        try await database.saveRecentIdeas(IdeaBatch(ideas: [Self.idea], origin: .offlineChef))
        let model = IdeaActionsModel(actions: LocalIdeaActions(ideas: useCases.ideas, plan: useCases.plan), words: .english, locale: Locale(identifier: "en_US_POSIX"))
        #expect(model.planDays.count == 7)
        let tomorrow = model.planDays[1]
        #expect(await model.plan(ideaID: Self.idea.id, on: tomorrow.day))
        #expect(model.plannedMessage(for: Self.idea.id) == "Planned \(Self.idea.name) on \(tomorrow.title).")
        #expect(model.plannedMessage(for: UUID()) == nil, "only under the idea planned")
        let planned = try await useCases.plan.allPlannedMeals()
        #expect(planned.map(\.assignment.day) == [tomorrow.day])
        #expect(planned.first?.meal.description == "Rice box")
    }

    @Test func planningAnIdeaNoLongerAtHandSaysWhy() async throws {
        let (useCases, _) = try TestUseCases.make()
        let model = IdeaActionsModel(actions: LocalIdeaActions(ideas: useCases.ideas, plan: useCases.plan), words: .english)
        #expect(!(await model.plan(ideaID: UUID(), on: model.planDays[0].day)))
        #expect(model.errorMessage != nil)
        #expect(model.plannedMessage(for: Self.idea.id) == nil)
    }
}

/// The ideas screen and Settings say which engine writes ideas and why.
@Suite("Ideas screen: the engine in words")
@MainActor
struct IdeaEngineScreenTests {
    @Test func theScreenSaysTheOnDeviceModelIsOffAndTheChefAnswers() async throws {
        let engine = FakeIdeaEngine(availability: .unavailable(.appleIntelligenceNotEnabled), ideas: [])
        let (useCases, _) = try TestUseCases.make(onDeviceIdeas: engine)
        let model = SuggestionsViewModel(ideas: useCases.ideas, words: Wordings()[.english])
        #expect(model.engineSummary == nil)
        await model.loadEngineStatus()
        #expect(model.engineSummary == "Ideas come from the offline chef. No AI key is saved. Apple Intelligence is turned off in Settings.")
        engine.setAvailability(.available)
        await model.loadEngineStatus()
        #expect(model.engineSummary == "Ideas come from Apple's on-device model. No AI key is saved.")
    }
}
