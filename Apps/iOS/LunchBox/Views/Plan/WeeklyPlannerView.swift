import LunchBoxCore
import LunchBoxPresentation
import SwiftUI

/// The week's plan: move a week at a time, add meals from the library to a day, swipe
/// to remove (after a question), and from here the library, the shopping list and the
/// calendar export.
struct WeeklyPlannerView: View {
    @EnvironmentObject private var model: WeeklyPlannerViewModel

    var body: some View {
        NavigationStack {
            List {
                WeekNavigation()
                if let prompt = model.emptyLibraryPrompt {
                    Text(prompt).foregroundStyle(.secondary)
                }
                ForEach(model.days) { planned in
                    Section(model.dayTitle(planned.day)) {
                        ForEach(planned.meals) { plannedMeal in
                            Text(model.line(for: plannedMeal.meal))
                                .swipeActions {
                                    Button("Remove", role: .destructive) { model.requestRemoval(assignmentID: plannedMeal.id) }
                                }
                        }
                        Menu {
                            ForEach(model.library) { meal in
                                Button(meal.description) { Task { await model.assign(mealID: meal.id, to: planned.day) } }
                            }
                        } label: {
                            Label("Add Meal", systemImage: "plus")
                        }
                        .accessibilityLabel(model.addMealLabel(for: planned.day))
                    }
                }
            }
            .navigationTitle("Plan")
            .toolbar { PlanToolbar() }
            .alert("Remove from plan?", isPresented: $model.isRemovalQuestionPresented, presenting: model.pendingRemoval) { pending in
                Button("Remove", role: .destructive) { Task { await model.confirmRemoval(of: pending) } }
                Button("Cancel", role: .cancel) { model.cancelRemoval() }
            } message: { _ in
                Text(model.removalQuestion())
            }
            .errorAlert($model.errorMessage)
            .task { await model.load() }
        }
    }
}

/// Previous week, the week's dates, next week, and back to this week.
private struct WeekNavigation: View {
    @EnvironmentObject private var model: WeeklyPlannerViewModel

    var body: some View {
        Section {
            HStack {
                Button {
                    Task { await model.showPreviousWeek() }
                } label: {
                    Image(systemName: "chevron.left")
                }
                .accessibilityLabel("Previous week")
                Spacer()
                Text(model.weekTitle())
                    .font(.headline)
                    .multilineTextAlignment(.center)
                Spacer()
                Button {
                    Task { await model.showNextWeek() }
                } label: {
                    Image(systemName: "chevron.right")
                }
                .accessibilityLabel("Next week")
            }
            .buttonStyle(.borderless)
            Button("This Week") { Task { await model.showCurrentWeek() } }
                .disabled(model.isShowingCurrentWeek)
        }
    }
}
