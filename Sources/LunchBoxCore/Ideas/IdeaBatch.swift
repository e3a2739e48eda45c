import Foundation

/// Ideas from one request, as the dietary guard left them: the ones to show, the ones
/// held back for breaking a chosen diet (with why, so a person can still reveal them),
/// and, per shown idea, the ingredients that could not be checked.
public struct IdeaBatch: Codable, Equatable, Sendable {
    /// An idea that breaks a chosen diet, with the reasons.
    public struct HeldBack: Codable, Equatable, Sendable {
        public var idea: LunchBoxIdea
        /// "peanut butter: contains peanuts; you chose nut-free", in English (display
        /// text for the API); `reasons(_:)` words them for a reader.
        public var reasons: [String]
        /// What the guard found, one per reason; nil in batches kept before it was recorded.
        public var why: [HeldBackReason]?

        public init(idea: LunchBoxIdea, reasons: [String], why: [HeldBackReason]? = nil) {
            self.idea = idea
            self.reasons = reasons
            self.why = why
        }

        /// The guard's violations for `idea`, kept both ways.
        public init(idea: LunchBoxIdea, violations: [DietaryViolation]) {
            self.init(idea: idea, reasons: violations.map(\.reason), why: violations.map(\.why))
        }

        /// The reasons in the reader's language, each food named as the idea wrote it.
        public func reasons(_ words: Wording) -> [String] {
            guard let why else { return reasons }
            var seen = Set<String>()
            return why.map { $0.reason(words) }.filter { seen.insert($0).inserted }
        }
    }

    public var ideas: [LunchBoxIdea]
    public var origin: IdeaOrigin
    public var heldBack: [HeldBack]
    /// "2 ideas held back: peanut butter contains peanuts (you chose nut-free)".
    public var heldBackSummary: String?
    /// Ingredients the guard could not check, by idea id (uuidString).
    public var unverified: [String: [String]]
    /// The kitchen items each idea uses, by idea id (uuidString); nil in batches kept
    /// before this was recorded.
    public var kitchenUses: [String: IdeaKitchenUse]?
    /// Which request this is, counted from 1 (nil in batches kept before it was counted):
    /// the offline chef's next batch is the next number.
    public var number: Int?
    /// Why there are fewer ideas than asked and what would unlock more, when the offline
    /// chef says so; faces word it (`ChefShortfall.message`) and show it with the batch.
    /// Batches kept before it was a value had it as English text, which is dropped.
    public var shortfall: ChefShortfall?
    /// The names of the ideas in the batches before this one, newest first, at most
    /// `IdeaWishes.maximumAvoided`: "avoid repeats" reaches past the last batch (nil in
    /// batches kept before this was recorded).
    public var earlierNames: [String]?
    /// The language its ideas were asked for in, so a later screening reads them in it
    /// (nil in batches kept before this was recorded: read as any language).
    public var language: Language?

    /// Names to avoid after this batch: its own ideas, then the earlier batches', each once.
    public var namesToAvoid: [String] {
        var seen = Set<String>()
        let names = (numbered.map(\.name) + (earlierNames ?? [])).filter { seen.insert($0.lowercased()).inserted }
        return Array(names.prefix(IdeaWishes.maximumAvoided))
    }

    public init(ideas: [LunchBoxIdea], origin: IdeaOrigin, heldBack: [HeldBack] = [], heldBackSummary: String? = nil, unverified: [String: [String]] = [:]) {
        self.ideas = ideas
        self.origin = origin
        self.heldBack = heldBack
        self.heldBackSummary = heldBackSummary
        self.unverified = unverified
    }

    /// The batch a screening gives.
    public init(screening: DietaryScreening, origin: IdeaOrigin) {
        self.init(
            ideas: screening.safe.map(\.idea),
            origin: origin,
            heldBack: screening.heldBack.map { HeldBack(idea: $0.idea, violations: $0.verdict.violations) },
            heldBackSummary: screening.heldBackSummary,
            unverified: Dictionary(
                screening.safe.compactMap { screened in
                    screened.verdict.unverified.isEmpty ? nil : (screened.idea.id.uuidString, screened.verdict.unverified.map(\.ingredient))
                }, uniquingKeysWith: { first, _ in first })
        )
    }

    /// The same batch as a screening of its ideas under today's preferences splits it
    /// (they may have changed since it was made): what is shown, held back and unchecked
    /// follows the screening; the kitchen uses, number and note stay.
    public func rescreened(_ screening: DietaryScreening) -> IdeaBatch {
        let fresh = IdeaBatch(screening: screening, origin: origin)
        var copy = self
        copy.ideas = fresh.ideas
        copy.heldBack = fresh.heldBack
        copy.heldBackSummary = fresh.heldBackSummary
        copy.unverified = fresh.unverified
        return copy
    }

    /// Every idea in the order faces number them: the shown ones first, then the held-back
    /// ones (as `ideas --show-held-back` and the page list them). "Idea 4" means
    /// `numbered[3]` everywhere.
    public var numbered: [LunchBoxIdea] {
        ideas + heldBack.map(\.idea)
    }

    /// Idea number `number` (from 1) of `numbered`.
    public func idea(number: Int) throws -> LunchBoxIdea {
        let all = numbered
        guard all.indices.contains(number - 1) else { throw IdeasError.noIdeaNumbered(number, count: all.count) }
        return all[number - 1]
    }

    /// A shown or held-back idea.
    public func idea(id: UUID) -> LunchBoxIdea? {
        ideas.first { $0.id == id } ?? heldBack.first { $0.idea.id == id }?.idea
    }

    /// Why the idea was held back; empty for a shown one.
    public func heldBackReasons(for id: UUID) -> [String] {
        heldBack.first { $0.idea.id == id }?.reasons ?? []
    }

    /// What the guard found in the idea, for wording in the reader's language; empty for
    /// a shown one (and for one kept before this was recorded: `heldBackReasons` then).
    public func heldBackWhy(for id: UUID) -> [HeldBackReason] {
        heldBack.first { $0.idea.id == id }?.why ?? []
    }

    /// "2 ideas held back: hähnchenbrust contains poultry (you chose vegetarian)" in the
    /// reader's language; nil when nothing was held back. A batch kept before the reasons
    /// were recorded says its English summary.
    public func heldBackSummary(_ words: Wording) -> String? {
        guard !heldBack.contains(where: { $0.why == nil }) else { return heldBackSummary }
        return heldBack.flatMap { $0.why ?? [] }.summary(ofHeldBack: heldBack.count, words)
    }

    public func unverifiedIngredients(for id: UUID) -> [String] {
        unverified[id.uuidString] ?? []
    }

    /// The kitchen items the idea uses, with a warning for any past its best-before date.
    public func kitchenUse(for id: UUID) -> IdeaKitchenUse {
        kitchenUses?[id.uuidString] ?? .none
    }

    /// The same batch with what each idea uses from `inventory` on `today`.
    public func readingKitchenUse(of inventory: [InventoryItem], today: CalendarDay?, lexicon: FoodLexicon) -> IdeaBatch {
        var copy = self
        copy.kitchenUses = Dictionary(
            numbered.map { ($0.id.uuidString, IdeaKitchenUse(idea: $0, inventory: inventory, today: today, lexicon: lexicon)) },
            uniquingKeysWith: { first, _ in first })
        return copy
    }

    /// What faces say under the idea (`IdeaNotes`): its kitchen items, warnings,
    /// unchecked ingredients, and why it was held back.
    public func notes(for id: UUID) -> IdeaNotes {
        IdeaNotes(
            kitchen: kitchenUse(for: id), unverified: unverifiedIngredients(for: id), heldBackReasons: heldBackReasons(for: id),
            heldBackWhy: heldBackWhy(for: id))
    }

    /// Fewer than the minimum are safe to show, so faces should offer a way on.
    public var isShort: Bool { ideas.count < 3 }

    /// Whether faces offer the offline chef after this batch: too few AI ideas fit the
    /// diet. The offline chef's own count is simply its own (it says why itself).
    public var offersOfflineChef: Bool { isShort && origin.engine != .offlineChef }

    /// "3 lunch box ideas." or "1 lunch box idea."
    public func countLine(_ words: Wording) -> String {
        words.counting("ideas.count", ideas.count)
    }
}
