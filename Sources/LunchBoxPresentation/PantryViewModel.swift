import Foundation
import LunchBoxCore
import LunchBoxUseCases
import OpenCombineShim

/// "Packed it" and "Plan my week" for the app's screens: the last packing (its message,
/// the questions it left, its undo) and the last auto-planned week (its summary, swap
/// and undo). The rules are the use cases'; this only holds what the screen shows.
@MainActor
public final class PantryViewModel: ObservableObject {
    /// The last packing, as every face words it; nil after undo.
    @Published public private(set) var lastPacking: PackingReport?
    /// The last "Plan my week"; nil after undo.
    @Published public private(set) var lastPlan: AutoPlanReport?
    @Published public var errorMessage: String?

    private let packing: PackingUseCase
    private let autoPlan: AutoPlanUseCase

    public init(packing: PackingUseCase, autoPlan: AutoPlanUseCase) {
        self.packing = packing
        self.autoPlan = autoPlan
    }

    /// Packs a recent idea or favorite; `answers` by food name ("cheddar": .noneLeft).
    @discardableResult
    public func packIdea(id: UUID, answers: [String: Packing.Answer] = [:]) async -> Bool {
        await ScreenAction.run({ lastPacking = PackingReport(try await packing.packIdea(id: id, answers: answers)) }, showing: { errorMessage = $0 })
    }

    /// Packs a library meal, such as a planned day's.
    @discardableResult
    public func packMeal(id: UUID, answers: [String: Packing.Answer] = [:]) async -> Bool {
        await ScreenAction.run({ lastPacking = PackingReport(try await packing.packMeal(id: id, answers: answers)) }, showing: { errorMessage = $0 })
    }

    @discardableResult
    public func undoPacking() async -> Bool {
        guard let id = lastPacking?.id else { return false }
        return await ScreenAction.run(
            {
                try await packing.undo(id: id)
                lastPacking = nil
            }, showing: { errorMessage = $0 })
    }

    /// Fills the week's empty school days (and weekends with `weekends`); `diets` are the
    /// chosen people's (nil: the household's).
    @discardableResult
    public func planWeek(_ week: PlanWeek, diets: DietaryPreferences? = nil, weekends: Bool = false) async -> Bool {
        await ScreenAction.run(
            { lastPlan = AutoPlanReport(try await autoPlan.planWeek(week, diets: diets, weekends: weekends)) }, showing: { errorMessage = $0 })
    }

    /// Another meal on `day` of the last plan.
    @discardableResult
    public func swap(_ day: CalendarDay) async -> Bool {
        guard let plan = lastPlan else { return false }
        return await ScreenAction.run(
            {
                let swapped = AutoPlanReport.Day(try await autoPlan.swap(planID: plan.id, day: day))
                lastPlan = plan.replacing(swapped)
            }, showing: { errorMessage = $0 })
    }

    @discardableResult
    public func undoPlan() async -> Bool {
        guard let id = lastPlan?.id else { return false }
        return await ScreenAction.run(
            {
                try await autoPlan.undo(planID: id)
                lastPlan = nil
            }, showing: { errorMessage = $0 })
    }
}
