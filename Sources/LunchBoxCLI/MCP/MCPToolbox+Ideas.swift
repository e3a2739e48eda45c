import LunchBoxCore
import LunchBoxUseCases

extension MCPToolbox {
    /// Ideas from the offline chef or the configured AI, and favorites.
    static let ideas: [MCPTool] = [
        .writing(
            "ideas",
            "Lunch box ideas from what is in the kitchen and the household's diets: from the AI service in settings when a key is saved, else the built-in offline chef. Each idea is reported as progress when it arrives. The ideas are kept, numbered, for favorites_save, plan_idea and pack_idea.",
            [.optional("engine", .oneOf(IdeaEngineChoice.allCases.map(\.rawValue)), "auto (AI when a key is saved, the default), ai or offline.")]
        ) { arguments, call in
            let ideas = call.useCases.ideas
            let engine = arguments.text("engine").flatMap(IdeaEngineChoice.init(rawValue:)) ?? .automatic
            let request = try await ideas.prepare(engine, language: call.words.language)
            await call.progress(0, request.waiting.text(call.words))
            var shown = 0
            for try await event in ideas.stream(request) {
                switch event {
                case .shown(let idea, _, _):
                    shown += 1
                    await call.progress(shown, "Idea \(shown): \(idea.name)")
                case .heldBack:
                    break
                case .finished(let batch):
                    return try reply(batch, words: call.words)
                }
            }
            throw AIClientError.invalidResponse("the reply ended without ideas")
        },
        .reading("ideas_recent", "The most recent ideas again, numbered as favorites_save, plan_idea and pack_idea count them.") { _, call in
            try reply(try await call.useCases.ideas.last(), words: call.words)
        },
        .writing(
            "favorites_save", "Save an idea of the most recent ideas to favorites.",
            [.required("idea", .wholeNumber, "The idea's number in the most recent ideas.")]
        ) { arguments, call in
            let saved = try await call.useCases.favorites.save(number: try arguments.requiredNumber("idea"))
            return try MCPReply("Saved \"\(saved.name)\" to favorites.", value: saved)
        },
        .reading("favorites_list", "The saved ideas, newest first.") { _, call in
            let favorites = try await call.useCases.favorites.list()
            let lines = favorites.enumerated().map { "\($0.offset + 1). \($0.element.name)" }
            return try MCPReply(favorites.isEmpty ? "No favorites yet." : "Favorites:\n" + lines.joined(separator: "\n"), value: favorites)
        },
    ]

    /// A batch as the assistant reads it: who made it, each idea numbered, and what the
    /// batch says of itself (how many, what was held back, why it is short).
    private static func reply(_ batch: IdeaBatch, words: Wording) throws -> MCPReply {
        var lines = [words("ideas.cli.heading", batch.origin.label(words))]
        // Numbered as every face numbers them (`IdeaBatch.numbered`): held-back ideas last, with why.
        for (index, idea) in batch.numbered.enumerated() {
            let reasons = batch.heldBack.first { $0.idea.id == idea.id }?.reasons(words) ?? []
            lines.append("\(index + 1). \(idea.name)" + (reasons.isEmpty ? "" : " (held back: \(reasons.joined(separator: "; ")))"))
        }
        lines.append(batch.countLine(words))
        lines += [batch.shortfall?.message(words), batch.heldBackSummary(words)].compactMap { $0 }
        return try MCPReply(lines.joined(separator: "\n"), value: batch)
    }
}
