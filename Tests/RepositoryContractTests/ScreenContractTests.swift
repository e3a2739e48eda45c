import Foundation
import LunchBoxCore
import LunchBoxUseCases
import Testing

@Suite("Use-case contract: ideas, preferences, settings and scanning answer alike on this device and on the household's server")
struct ScreenContractTests {
    private static let foods = ["wholemeal bread", "cheddar", "apples", "cooked chicken", "lettuce", "tomatoes", "hummus", "carrots"]

    @Test("Ideas: streamed, which engine answers, shared and planned on a day", arguments: UseCasesUnderTest.allCases)
    func ideas(_ kind: UseCasesUnderTest) async throws {
        try await kind.run { household in
            for food in Self.foods { _ = try await household.kitchen.add(name: food, quantity: "", bestBefore: nil, dateKind: nil) }
            var shown: [LunchBoxIdea] = []
            var finished: IdeaBatch?
            for try await event in try await household.ideas.stream(engine: .offline, language: .english) {
                switch event {
                case .shown(let idea, _, _): shown.append(idea)
                case .heldBack: break
                case .finished(let batch): finished = batch
                }
            }
            let batch = try #require(finished)
            #expect(batch.ideas.count >= 3)
            #expect(shown == batch.ideas)
            let device = try UseCasesUnderTest.device()
            #expect(await household.ideas.engineStatus() == device.ideas.engineStatus())
            #expect(await household.ideas.engineStatus().chosen == .offlineChef)

            let actions = household.ideaActions
            let monday = day("2026-11-23")
            #expect(actions.upcomingDays() == (0..<7).map { monday.adding(days: $0) })
            let idea = batch.ideas[0]
            #expect(await actions.share(idea).contains(idea.name))
            let friday = day("2026-11-27")
            let planned = try await actions.planIdea(id: idea.id, on: friday)
            #expect(planned.day == friday && planned.meal.description == idea.name)
            #expect(try await household.week.days(in: PlanWeek(containing: friday, weekStart: .monday)).flatMap(\.meals) == [planned])
            let unknown = UUID()
            await expectSameRefusal(actions, device.ideaActions) { _ = try await $0.planIdea(id: unknown, on: friday) }
        }
    }

    @Test("Preferences: one diet at a time, the idea preferences alone, the chefs, with the same refusals", arguments: UseCasesUnderTest.allCases)
    func preferences(_ kind: UseCasesUnderTest) async throws {
        try await kind.run { household in
            let preferences = household.preferences
            #expect(try await preferences.current() == .none)
            _ = try await preferences.set(.vegan, to: true)
            let both = try await preferences.set(.glutenFree, to: true)
            #expect(both == DietaryPreferences(vegan: true, glutenFree: true))
            let four = try await preferences.saveIdeaPreferences(IdeaPreferences(maxMinutes: 20, ideaCount: 4))
            #expect(four.ideaCount == 4 && four.maxMinutes == 20)
            #expect(try await preferences.ideaPreferences() == four)
            #expect(try await preferences.current() == both)
            let personas = try await preferences.personas()
            #expect(personas.first { $0.isChosen }?.persona == .house)
            #expect(personas.contains { !$0.isAvailable })

            let device = try UseCasesUnderTest.device().preferences
            await expectSameRefusal(preferences, device) { _ = try await $0.saveIdeaPreferences(IdeaPreferences(ideaCount: 1000)) }
            let locked = try #require(personas.first { !$0.isAvailable }).persona
            await expectSameRefusal(preferences, device) { _ = try await $0.saveIdeaPreferences(IdeaPreferences(persona: locked.id)) }
            #expect(try await preferences.ideaPreferences() == four)
            #expect(try await preferences.reset() == .none)
            #expect(try await preferences.ideaPreferences() == four)
        }
    }

    @Test("The AI settings: endpoint, preset and key, never read back, with the same refusals", arguments: UseCasesUnderTest.allCases)
    func settings(_ kind: UseCasesUnderTest) async throws {
        try await kind.run { household in
            let settings = household.settings
            let device = try UseCasesUnderTest.device().settings
            #expect(try await settings.summary() == device.summary())
            let groq = try await settings.setEndpoint(baseURL: "https://api.groq.com/openai/v1", model: "llama-3.1-8b-instant")
            #expect(groq.baseURL == "https://api.groq.com/openai/v1" && groq.model == "llama-3.1-8b-instant")
            #expect(try await settings.configuration().model == "llama-3.1-8b-instant")
            await expectSameRefusal(settings, device) { _ = try await $0.setEndpoint(baseURL: "http://example.com/v1", model: "m") }
            await expectSameRefusal(settings, device) { _ = try await $0.setEndpoint(baseURL: "https://api.groq.com/openai/v1", model: " ") }
            #expect(try await settings.summary().model == "llama-3.1-8b-instant")
            #expect(try await settings.applyPreset(.openAI).matchingPreset == .openAI)

            #expect(try await settings.saveKey("sk-contract-00001234") == "…1234")
            #expect(try await settings.summary().keyEndsWith == "…1234")
            await expectSameRefusal(settings, device) { _ = try await $0.saveKey("   ") }
            try await settings.deleteKey()
            #expect(try await settings.summary().keySaved == false)
        }
    }

    @Test("Scanning: a photo read, detections confirmed into the kitchen, the memory, with the same words", arguments: UseCasesUnderTest.allCases)
    func scanning(_ kind: UseCasesUnderTest) async throws {
        try await kind.run { household in
            let scanning = household.scanning
            let device = try UseCasesUnderTest.device().scanning
            let summary = try await scanning.summary()
            let onDevice = try await device.summary()
            // The household's server says each recognizer's detail in its API's English.
            let said = { (statuses: [RecognizerStatus]) in statuses.map { [$0.kind.rawValue, $0.state.rawValue, $0.detail] } }
            #expect(summary.threshold == onDevice.threshold && said(summary.recognizers) == said(onDevice.recognizers))

            let photo = try Data(contentsOf: URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../Fixtures/grocery/Banana_003.jpg"))
            let outcome = try await scanning.scan(photo, liveScan: nil, deviceBarcodes: ["4006381333931"])
            let outcomeOnDevice = try await device.scan(photo, liveScan: nil, deviceBarcodes: ["4006381333931"])
            // Each detection has an id of its own; what it found is the same.
            let found = { (outcome: ScanOutcome) in outcome.detected.map { [$0.name, $0.barcode ?? "", $0.recognizers.map(\.rawValue).joined()] } }
            #expect(found(outcome) == found(outcomeOnDevice) && found(outcome).first?[1] == "4006381333931")
            #expect(outcome.message == outcomeOnDevice.message && outcome.advice == outcomeOnDevice.advice)
            await expectSameRefusal(scanning, device) { _ = try await $0.scan(Data("not a photo".utf8)) }

            let added = try await scanning.confirm([ScanConfirmation(name: " oat milk ", quantity: "1 l")], photo: nil)
            #expect(added.map(\.name) == ["oat milk"] && added.map(\.quantity) == ["1 l"])
            #expect(try await household.kitchen.items() == added)
            await expectSameRefusal(scanning, device) { _ = try await $0.confirm([], photo: nil) }
            await expectSameRefusal(scanning, device) { _ = try await $0.teach(photo, name: "bananas") }
            #expect(try await scanning.learnedFoods().isEmpty)
            #expect(try await scanning.forgetEverything() == 0)
        }
    }
}
