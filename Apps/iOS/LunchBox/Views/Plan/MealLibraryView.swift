import LunchBoxCore
import LunchBoxPresentation
import SwiftUI

/// The meal library: filters by protein, carb and components; add, edit, and delete
/// (asking first when the meal is planned).
struct MealLibraryView: View {
    @EnvironmentObject private var model: MealListViewModel
    @EnvironmentObject private var planner: WeeklyPlannerViewModel
    @Environment(\.appContainer) private var container
    @State private var creating = false
    @State private var editing: Meal?

    var body: some View {
        List {
            MealFilters()
            if let empty = model.emptyStateMessage {
                Text(empty).foregroundStyle(.secondary)
            }
            ForEach(model.filteredMeals) { meal in
                Button {
                    editing = meal
                } label: {
                    VStack(alignment: .leading) {
                        Text(meal.description).foregroundStyle(.primary)
                        Text(model.detail(for: meal)).font(.caption).foregroundStyle(.secondary)
                    }
                }
                .accessibilityHint("Edit")
                .swipeActions {
                    Button("Delete", role: .destructive) { Task { await model.requestDelete(id: meal.id) } }
                }
            }
        }
        .navigationTitle("Meal Library")
        .toolbar {
            Button {
                creating = true
            } label: {
                Label("Add Meal", systemImage: "plus")
            }
        }
        .sheet(isPresented: $creating) { form(editing: nil) }
        .sheet(item: $editing) { meal in form(editing: meal) }
        .alert("Delete this meal?", isPresented: $model.isDeleteQuestionPresented, presenting: model.pendingDeletion) { pending in
            Button("Delete", role: .destructive) { Task { await model.confirmDelete(of: pending) } }
            Button("Cancel", role: .cancel) { model.cancelDelete() }
        } message: { pending in
            Text(pending.message)
        }
        .errorAlert($model.errorMessage)
        .task { await model.load() }
    }

    @ViewBuilder
    private func form(editing meal: Meal?) -> some View {
        if let container {
            MealFormView(model: container.mealForm(editing: meal)) { saved in
                model.didSave(saved)
                Task { await planner.load() }
            }
        }
    }
}
