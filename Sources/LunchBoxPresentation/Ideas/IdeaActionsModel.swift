import Foundation
import LunchBoxCore
import LunchBoxUseCases
import OpenCombineShim

/// What the idea detail screen does with an idea beyond saving it: share it (counted for
/// play, as on the web) and plan it on one of the next seven days (one step and one
/// transaction, as the web's "Plan it"), through `IdeaActing`.
@MainActor
public final class IdeaActionsModel: ObservableObject {
    /// The text for the share sheet, set when Share is pressed; the sheet closing clears it.
    @Published public var sharing: SharedText?
    /// The idea planned last and "Planned Egg wrap on Monday, …": one model serves every
    /// detail screen, so the message is shown only on that idea's.
    @Published private var planned: (ideaID: UUID, message: String)?
    @Published public var errorMessage: String?

    private let actions: any IdeaActing
    private let locale: Locale

    /// The screen's words, in the person's language: its errors are said in them.
    private let words: Wording

    public init(actions: any IdeaActing, words: Wording, locale: Locale = .autoupdatingCurrent) {
        self.words = words
        self.actions = actions
        self.locale = locale
    }

    /// Counts the share and hands the text to the share sheet.
    public func share(_ idea: LunchBoxIdea) async {
        sharing = SharedText(text: await actions.share(idea))
    }

    /// "Planned Egg wrap on Monday, Nov 23, 2026." under the idea just planned, as every
    /// face says it; nil for any other.
    public func plannedMessage(for ideaID: UUID) -> String? {
        planned.flatMap { $0.ideaID == ideaID ? $0.message : nil }
    }

    /// The days "Plan it" offers: today and the six after, worded for the menu.
    public var planDays: [PlanDayChoice] {
        let formatter = PlanFormatter(locale: locale)
        return actions.upcomingDays().map { PlanDayChoice(day: $0, title: formatter.title(for: $0)) }
    }

    /// Plans the idea on `day` (into the meal library once, then on the day); a full
    /// day or an idea no longer at hand says why.
    @discardableResult
    public func plan(ideaID: UUID, on day: CalendarDay) async -> Bool {
        do {
            let planned = try await actions.planIdea(id: ideaID, on: day)
            let day = PlanFormatter(locale: locale).title(for: planned.assignment.day)
            self.planned = (ideaID, words("plan.planned", planned.meal.description, day))
            errorMessage = nil
            return true
        } catch {
            errorMessage = UserFacingError(error).message(words)
            return false
        }
    }
}

/// Text on its way to the share sheet, identified so a sheet can present it.
public struct SharedText: Identifiable, Equatable, Sendable {
    public let id = UUID()
    public let text: String
}

/// A day "Plan it" offers, with its title ("Monday, Nov 23, 2026").
public struct PlanDayChoice: Identifiable, Equatable, Sendable {
    public let day: CalendarDay
    public let title: String
    public var id: CalendarDay { day }
}
