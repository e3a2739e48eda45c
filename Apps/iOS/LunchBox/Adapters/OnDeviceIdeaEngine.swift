import Foundation
import LunchBoxCore
import LunchBoxUseCases

#if canImport(FoundationModels)
import FoundationModels

/// Ideas from Apple's on-device model (iOS 26 with Apple Intelligence): no key, and
/// nothing leaves the iPhone. Thin on purpose: the prompt is `CompactPromptBuilder`'s
/// (sized for the model's 4,096-token context and tested on Linux), and every idea goes
/// through the use case's validation and dietary guard like any engine's.
@available(iOS 26, *)
struct OnDeviceIdeaEngine: IdeaEngine {
    var kind: IdeaOrigin.Engine { .onDevice }

    func availability() async -> IdeaEngineAvailability {
        switch SystemLanguageModel.default.availability {
        case .available: .available
        case .unavailable(.deviceNotEligible): .unavailable(.deviceNotEligible)
        case .unavailable(.appleIntelligenceNotEnabled): .unavailable(.appleIntelligenceNotEnabled)
        case .unavailable(.modelNotReady): .unavailable(.modelNotReady)
        case .unavailable: .unavailable(.other("Apple's on-device model is not available on this iPhone."))
        }
    }

    func ideas(for request: IdeaEngineRequest) -> AsyncThrowingStream<IdeaEngineEvent, any Error> {
        let prompt = CompactPromptBuilder(ideaCount: request.count).prompt(
            for: request.items, preferences: request.preferences, today: request.today, wishes: request.wishes)
        return .producing { continuation in
            let session = LanguageModelSession(instructions: prompt.instructions)
            // Guided generation: the model fills `GeneratedIdeas`' fields, so there is
            // no JSON to repair; the snapshots grow as it writes.
            let stream = session.streamResponse(to: prompt.prompt, generating: GeneratedIdeas.self)
            var sent = 0
            var latest: [GeneratedIdea.PartiallyGenerated] = []
            do {
                for try await snapshot in stream {
                    latest = snapshot.content.ideas ?? []
                    // An idea is whole once the next one has begun.
                    while sent < latest.count - 1 {
                        continuation.yield(.idea(Self.idea(from: latest[sent])))
                        sent += 1
                    }
                }
            } catch let error as LanguageModelSession.GenerationError {
                throw Self.mapped(error)
            }
            while sent < latest.count {
                continuation.yield(.idea(Self.idea(from: latest[sent])))
                sent += 1
            }
        }
    }

    /// What the model wrote, as an idea; the use case drops it if anything is missing.
    private static func idea(from generated: GeneratedIdea.PartiallyGenerated) -> LunchBoxIdea {
        LunchBoxIdea(name: generated.name ?? "", ingredients: generated.ingredients ?? [], preparationSteps: generated.steps ?? [])
    }

    private static func mapped(_ error: LanguageModelSession.GenerationError) -> OnDeviceModelError {
        switch error {
        case .exceededContextWindowSize: .tooMuchToRead
        case .assetsUnavailable: .unavailable(.modelNotReady)
        case .guardrailViolation: .declined("its safety rules stopped it")
        default: .declined(error.localizedDescription)
        }
    }
}

/// A lunch box idea as the model writes it: the same three parts as the AI service's
/// JSON reply, described so the model knows what each is for.
@available(iOS 26, *)
@Generable
struct GeneratedIdea {
    @Guide(description: "A short, appetising name for the lunch box idea")
    var name: String
    @Guide(description: "Ingredients with amounts, each one from the kitchen list or salt, pepper, oil or water", .count(2...8))
    var ingredients: [String]
    @Guide(description: "Preparation steps in order, one short sentence each, without numbers", .count(1...6))
    var steps: [String]
}

/// The whole answer: a few different ideas.
@available(iOS 26, *)
@Generable
struct GeneratedIdeas {
    @Guide(description: "Different lunch box ideas from the kitchen", .count(1...10))
    var ideas: [GeneratedIdea]
}
#endif

/// Apple's on-device model where the system has it; on iOS 16-25 (or a build without
/// the framework) an engine that says it needs iOS 26, so the screens can say so.
enum OnDeviceIdeas {
    static func engine() -> any IdeaEngine {
        #if canImport(FoundationModels)
        if #available(iOS 26, *) { return OnDeviceIdeaEngine() }
        #endif
        return UnavailableIdeaEngine(kind: .onDevice, reason: .systemTooOld)
    }
}
