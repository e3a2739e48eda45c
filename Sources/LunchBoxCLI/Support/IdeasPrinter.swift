import LunchBoxCore

/// Prints ideas as terminal text the same way whether they stream in (`lunchbox ideas`)
/// or are shown again (`--last`), so the two read alike.
struct IdeasPrinter {
    let output: any TextOutput
    let showHeldBack: Bool

    func start(_ origin: IdeaOrigin) {
        output.line("Lunch box ideas from \(origin.label):")
    }

    func shown(_ idea: LunchBoxIdea, number: Int, unverified: [String], kitchen: IdeaKitchenUse) {
        output.line()
        IdeaText.print(idea, number: number, to: output)
        if let summary = kitchen.summary { output.line("   " + summary) }
        for warning in kitchen.warnings {
            output.line("   ⚠ " + warning)
        }
        if !unverified.isEmpty {
            output.line("   Not verified against your diet: " + unverified.joined(separator: ", "))
        }
    }

    /// The count, the held-back ideas (listed when asked for) and what to do next.
    func finish(_ batch: IdeaBatch, saved: LunchBoxIdea?) {
        output.line()
        output.line("\(batch.ideas.count) lunch box idea\(batch.ideas.count == 1 ? "" : "s").")
        if let summary = batch.heldBackSummary {
            output.line("⚠ \(summary).")
            if showHeldBack {
                for (index, held) in batch.heldBack.enumerated() {
                    output.line()
                    IdeaText.print(held.idea, number: batch.ideas.count + index + 1, to: output)
                    output.line("   Held back: " + held.reasons.joined(separator: "; "))
                }
                output.line()
            } else {
                output.line("  See them with: lunchbox ideas --last --show-held-back")
            }
            if batch.isShort { output.line("  For more ideas that fit your diet, try: lunchbox ideas --engine offline") }
        }
        if let saved {
            output.line("Saved \"\(saved.name)\" to favorites.")
        } else {
            output.line("Save one with: lunchbox favorites add N")
        }
    }

    /// A whole batch, as `--last` shows it.
    func replay(_ batch: IdeaBatch, saved: LunchBoxIdea?) {
        start(batch.origin)
        for (index, idea) in batch.ideas.enumerated() {
            shown(idea, number: index + 1, unverified: batch.unverifiedIngredients(for: idea.id), kitchen: batch.kitchenUse(for: idea.id))
        }
        finish(batch, saved: saved)
    }
}
