import LunchBoxCore

// What SwiftUI binds its alerts and covers to. SwiftUI writes `false` when it closes
// one, so each of these is a real binding (never `.constant`): closing is cancelling,
// worded once here and tested on Linux.

extension OnboardingModel {
    /// The introduction's cover; closing it is finishing it (it is not shown again).
    public var isCoverPresented: Bool {
        get { isPresented }
        set { if !newValue, isPresented { finish() } }
    }
}

extension InventoryViewModel {
    /// The "Clear all items?" alert. Closing it only hides it: Clear and Cancel answer
    /// the question (SwiftUI closes the alert before the Clear button's task runs).
    public var showsClearQuestion: Bool {
        get { isConfirmingClear }
        set { if !newValue { hideClearQuestion() } }
    }
}

extension WeeklyPlannerViewModel {
    /// The "Remove from plan?" alert; closing it cancels. Remove answers with the meal
    /// the alert presented (`confirmRemoval(of:)`), so the order does not matter.
    public var isRemovalQuestionPresented: Bool {
        get { showsRemovalConfirmation }
        set { if !newValue { cancelRemoval() } }
    }
}

extension MealListViewModel {
    /// The "Delete this meal?" alert; closing it cancels. Delete answers with the
    /// deletion the alert presented (`confirmDelete(of:)`).
    public var isDeleteQuestionPresented: Bool {
        get { showsDeleteConfirmation }
        set { if !newValue { cancelDelete() } }
    }
}

extension SuggestionsViewModel {
    /// The error alert; closing it dismisses the error (the ideas shown stay).
    public var isErrorAlertPresented: Bool {
        get { showsErrorAlert }
        set { if !newValue { dismissError() } }
    }
}
