import Foundation
import LunchBoxCore
import LunchBoxUseCases
import OpenCombineShim

/// "Plan my week" for the app's screens: the last auto-planned week (its summary, swap
/// and undo). The rules are the use case's; this only holds what the screen shows.
@MainActor
public final class AutoPlanViewModel: ObservableObject {
    /// The last "Plan my week"; nil after undo.
    @Published public private(set) var lastPlan: AutoPlanReport?
    @Published public var errorMessage: String?

    private let autoPlan: AutoPlanUseCase

    /// The screen's words, in the person's language: its errors are said in them.
    private let words: Wording

    public init(autoPlan: AutoPlanUseCase, words: Wording) {
        self.words = words
        self.autoPlan = autoPlan
    }

    /// Fills the week's empty school days (and weekends with `weekends`); `diets` are the
    /// chosen people's (nil: the household's).
    @discardableResult
    public func planWeek(_ week: PlanWeek, diets: DietaryPreferences? = nil, weekends: Bool = false) async -> Bool {
        await ScreenAction.run(
            words: words,
            { lastPlan = AutoPlanReport(try await autoPlan.planWeek(week, diets: diets, weekends: weekends)) }, showing: { errorMessage = $0 })
    }

    /// Another meal on `day` of the last plan.
    @discardableResult
    public func swap(_ day: CalendarDay) async -> Bool {
        guard let plan = lastPlan else { return false }
        return await ScreenAction.run(
            words: words,
            {
                let swapped = AutoPlanReport.Day(try await autoPlan.swap(planID: plan.id, day: day))
                lastPlan = plan.replacing(swapped)
            }, showing: { errorMessage = $0 })
    }

    @discardableResult
    public func undoPlan() async -> Bool {
        guard let id = lastPlan?.id else { return false }
        return await ScreenAction.run(
            words: words,
            {
                try await autoPlan.undo(planID: id)
                lastPlan = nil
            }, showing: { errorMessage = $0 })
    }
}
