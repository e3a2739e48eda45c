import Foundation
import LunchBoxCore

/// "Packed it": a recent idea, a favorite or a library meal takes its amounts out of the
/// kitchen in one transaction (`Packing` says how), can be undone exactly, and earns play
/// credit for what it used up the first time that lunch is packed on a day only.
public struct PackingUseCase: Sendable {
    /// Packings and the kitchen; meals for packing a planned meal.
    public typealias Store = PackingRepository & MealRepository

    private let store: any Store
    private let ideas: IdeasUseCase
    private let lexicon: FoodLexicon
    private let clock: any AppClock
    private let calendar: Calendar
    private let staples: [String]
    private let play: any PlayEvents
    /// The household's units, for what is left after packing.
    private let units: HouseholdUnitsUseCase?

    init(
        store: any Store, ideas: IdeasUseCase, lexicon: FoodLexicon, clock: any AppClock, calendar: Calendar, staples: [String], play: any PlayEvents,
        units: HouseholdUnitsUseCase? = nil
    ) {
        self.store = store
        self.units = units
        self.ideas = ideas
        self.lexicon = lexicon
        self.clock = clock
        self.calendar = calendar
        self.staples = staples
        self.play = play
    }

    /// Packs a recent idea or a favorite by id. `answers` say, by food name ("cheddar") or
    /// item id, whether any is left of an item whose amount cannot be worked out. What is
    /// left is written in `units` (the reader's), else the household's, else metric.
    public func packIdea(id: UUID, answers: [String: Packing.Answer] = [:], units: UnitSystem? = nil) async throws -> PackedLunch {
        let idea = try await ideas.idea(id: id)
        return try await pack(sourceKey: "idea:\(id.uuidString)", name: idea.name, ingredients: idea.ingredients, answers: answers, units: units)
    }

    /// Packs idea number `number` of the recent batch (`IdeaBatch.numbered`).
    public func packRecentIdea(number: Int, answers: [String: Packing.Answer] = [:], units: UnitSystem? = nil) async throws -> PackedLunch {
        try await packIdea(id: try await ideas.idea(number: number).id, answers: answers, units: units)
    }

    /// Packs a library meal (a planned day's): its protein, carb and components.
    public func packMeal(id: UUID, answers: [String: Packing.Answer] = [:], units: UnitSystem? = nil) async throws -> PackedLunch {
        guard let meal = try await store.meal(id: id) else { throw PlannerError.mealNotFound }
        return try await pack(sourceKey: "meal:\(id.uuidString)", name: meal.description, ingredients: meal.allComponents, answers: answers, units: units)
    }

    /// Puts the kitchen back as it was before the packing; returns the lunch's name.
    @discardableResult
    public func undo(id: UUID) async throws -> String {
        try await store.undoPacking(id: id)
    }

    private func pack(sourceKey: String, name: String, ingredients: [String], answers: [String: Packing.Answer], units: UnitSystem?) async throws -> PackedLunch {
        let today = WeekCalendar(calendar: calendar).today(clock: clock)
        var keyed: [String: Packing.Answer] = [:]
        for (name, answer) in answers {
            keyed[UUID(uuidString: name) == nil ? lexicon.foodKey(ofLine: name) : name] = answer
        }
        let chosen: UnitSystem
        if let units { chosen = units } else { chosen = await self.units?.units(forRegion: nil) ?? .metric }
        let (lexicon, staples, answers) = (lexicon, staples, keyed)
        let packed = try await store.pack(sourceKey: sourceKey, name: name, day: today, at: clock.now()) { items in
            Packing(ingredients: ingredients, items: items, lexicon: lexicon, staples: staples, answers: answers, units: chosen)
        }
        if packed.earnedCredit {
            for item in packed.packing.usedUp {
                await play.record(.itemUsedUp(beforeBestBefore: item.bestBefore.map { today <= $0 } ?? false))
            }
        }
        return packed
    }
}
