import Foundation
import LunchBoxCore

extension IdeasUseCase {
    /// A photo to ideas in one vision call: the ideas stream in as from the kitchen, then
    /// the foods the model saw (through the scan pipeline: lexicon and threshold). Needs
    /// an AI key (`PhotoIdeasError.needsVisionEndpoint` otherwise, thrown before any
    /// wait); a photo with no food is `PhotoIdeasError.noFoodInPhoto`. The kitchen's own
    /// items are offered too, and the diets and wishes apply as always; the ideas are
    /// asked for in `language`, as `prepare` says.
    public func streamFromPhoto(_ data: Data, language: Language = .english) async throws -> AsyncThrowingStream<PhotoIdeasEvent, any Error> {
        let photo = try ScanPhoto(data)
        guard let key = try secrets.loadAPIKey() else { throw PhotoIdeasError.needsVisionEndpoint }
        guard let preparer = imagePreparer else { throw PhotoIdeasError.cannotPreparePhotos }
        var configuration = try await store.aiConfiguration()
        let settings = try await store.scanSettings()
        configuration.model = settings.visionModel ?? configuration.model
        let configured = configuration
        return .producing { continuation in
            let items = try await store.inventory().items
            let preferences = try await packingNeeds()
            let previous = try await store.recentIdeas()
            let wishes = try await self.wishes(after: previous, language: language)
            let today = today()
            let image = try await preparer.jpeg(photo, longestSide: VisionModelRecognizer.longestSide, quality: VisionModelRecognizer.jpegQuality)
            let engine = aiEngine(configured, key: key, count: wishes.count, minimum: 0)
            let prompt = PhotoIdeasPrompt.prompt(
                images: [ChatImage(jpeg: image.jpeg, detail: .low)], builder: engine.builder, kitchen: items, preferences: preferences, today: today,
                wishes: wishes.wishes)
            let screen = screen(items: items, preferences: preferences, today: today, origin: .ai(model: configured.model), language: language)
            let outcome = try await screen.run(engine.events(for: prompt).map(IdeaEngineEvent.init), yield: { continuation.yield(.idea($0)) }, keep: store.saveRecentIdeas)
            let candidates = try FoodPhotoReply.candidates(from: outcome.reply ?? "", listedUnder: .seen)
            let seen = ScanPipeline(lexicon: lexicon, filter: ConfidenceFilter(threshold: settings.threshold)).process(candidates).detected
            guard !seen.isEmpty else { throw PhotoIdeasError.noFoodInPhoto }
            guard outcome.ideas.count >= engine.builder.minimumIdeas else { throw AIClientError.insufficientSuggestions(count: outcome.ideas.count) }
            var batch = screen.batch(of: outcome.ideas)
            batch.earlierNames = previous?.namesToAvoid
            try await store.saveRecentIdeas(batch)
            await play.record(.ideasGenerated(qualities(of: batch, inventory: items)))
            continuation.yield(.finished(seen: seen, batch: batch))
        }
    }

    /// `streamFromPhoto`, collected: the foods seen and the batch.
    public func askFromPhoto(_ data: Data, language: Language = .english) async throws -> (seen: [DetectedItem], batch: IdeaBatch) {
        for try await event in try await streamFromPhoto(data, language: language) {
            if case .finished(let seen, let batch) = event { return (seen, batch) }
        }
        throw AIClientError.invalidResponse("the reply ended without ideas")
    }
}
