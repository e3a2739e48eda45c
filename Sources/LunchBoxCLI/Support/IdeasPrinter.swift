import LunchBoxCore

/// Prints ideas as terminal text the same way whether they stream in (`lunchbox ideas`)
/// or are shown again (`--last`), so the two read alike.
struct IdeasPrinter {
    let output: any TextOutput
    let showHeldBack: Bool
    let words: Wording
    /// Each shown idea's estimated nutrition; nil prints none.
    var nutrition: (@Sendable (LunchBoxIdea) -> NutritionEstimate)?
    /// Who in the household each idea suits (`HouseholdUseCase.verdictReader`).
    var verdict: @Sendable ([String]) -> HouseholdVerdict = { _ in .empty }

    func start(_ origin: IdeaOrigin) {
        output.line(words("ideas.cli.heading", origin.label(words)))
    }

    func shown(_ idea: LunchBoxIdea, number: Int, unverified: [String], kitchen: IdeaKitchenUse) {
        output.line()
        IdeaText.print(idea, number: number, to: output, words: words, nutrition: nutrition?(idea))
        let notes = IdeaNotes(kitchen: kitchen, unverified: unverified)
        if let uses = notes.usesFromKitchen(words) { output.line("   " + uses) }
        for warning in notes.warnings(words) { output.line("   ⚠ " + warning) }
        if let unchecked = notes.unchecked(words) { output.line("   " + unchecked) }
        if let household = verdict(idea.ingredients).summary(words) { output.line("   " + words("ideas.cli.household", household)) }
    }

    /// The count, the held-back ideas (listed when asked for) and what to do next.
    func finish(_ batch: IdeaBatch, saved: LunchBoxIdea?) {
        output.line()
        output.line(batch.countLine(words))
        if let shortfall = batch.shortfall { output.line(shortfall.message(words)) }
        if let summary = batch.heldBackSummary(words) {
            output.line("⚠ \(summary).")
            if showHeldBack {
                for (index, held) in batch.heldBack.enumerated() {
                    output.line()
                    IdeaText.print(held.idea, number: batch.ideas.count + index + 1, to: output, words: words)
                    if let heldBack = batch.notes(for: held.idea.id).heldBack(words) { output.line("   " + heldBack) }
                }
                output.line()
            } else {
                output.line("  " + words("ideas.cli.seeHeldBack", "lunchbox ideas --last --show-held-back"))
            }
        }
        if batch.offersOfflineChef { output.line("  " + words("ideas.cli.tryOffline", "lunchbox ideas --engine offline")) }
        if let saved {
            output.line(words("ideas.cli.saved", saved.name))
        } else {
            output.line(words("ideas.cli.saveOne", "lunchbox favorites add N"))
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
