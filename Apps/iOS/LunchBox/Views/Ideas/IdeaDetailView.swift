import LunchBoxPresentation
import SwiftUI

/// An idea in full: notes, ingredients, steps; Share (plain text, counted for play by
/// the use case), Save (with a checkmark that pops when saved), Add to meals (the
/// library the week plans from) and Plan it (on one of the next seven days).
struct IdeaDetailView: View {
    @EnvironmentObject private var favorites: FavoritesViewModel
    @EnvironmentObject private var meals: MealListViewModel
    @EnvironmentObject private var actions: IdeaActionsModel
    @EnvironmentObject private var planner: WeeklyPlannerViewModel
    let detail: IdeaDetail

    var body: some View {
        List {
            Section {
                Text(detail.originLabel).foregroundStyle(.secondary)
                ForEach(detail.notes, id: \.self) { note in
                    Label(note, systemImage: "exclamationmark.triangle")
                }
                if let planned = actions.plannedMessage(for: detail.id) {
                    Label(planned, systemImage: "calendar.badge.checkmark")
                }
            }
            Section("Ingredients") {
                ForEach(detail.ingredients.indices, id: \.self) { index in
                    Text(detail.ingredients[index])
                }
            }
            Section("Steps") {
                ForEach(detail.numberedSteps, id: \.self) { step in
                    Text(step)
                }
            }
            if let nutrition = detail.nutritionLine {
                Section("Nutrition") {
                    Text(nutrition)
                    if let unmatched = detail.nutritionUnmatched {
                        Text(unmatched).font(.footnote)
                    }
                    if let source = detail.nutritionSource {
                        Text(source).font(.footnote).foregroundStyle(.secondary)
                    }
                }
            }
        }
        .navigationTitle(detail.title)
        .toolbar {
            Button {
                Task { await actions.share(detail.idea) }
            } label: {
                Label("Share", systemImage: "square.and.arrow.up")
            }
            .accessibilityLabel(detail.shareButtonLabel)
            Menu {
                ForEach(actions.planDays) { choice in
                    Button(choice.title) {
                        Task {
                            await actions.plan(ideaID: detail.id, on: choice.day)
                            await planner.load()
                        }
                    }
                }
            } label: {
                Label("Plan It", systemImage: "calendar.badge.plus")
            }
            .accessibilityIdentifier("plan-idea")
            Button {
                Task { await favorites.save(id: detail.id) }
            } label: {
                Label(favorites.saveButtonTitle(for: detail.id), systemImage: favorites.saveSymbol(for: detail.id))
            }
            .disabled(!favorites.canSave(id: detail.id))
            .accessibilityIdentifier("save-idea")
            Button {
                Task { await meals.addIdea(id: detail.id) }
            } label: {
                Label("Add to Meals", systemImage: "fork.knife")
            }
            .accessibilityIdentifier("add-idea-to-meals")
        }
        .overlay {
            if favorites.isAcknowledging(id: detail.id) {
                Image(systemName: "checkmark.circle.fill")
                    .font(.system(size: 96))
                    .foregroundStyle(.green)
                    .transition(.scale.combined(with: .opacity))
                    .accessibilityLabel("Saved")
            }
        }
        .animation(.spring(), value: favorites.justSavedID)
        .task(id: favorites.justSavedID) {
            // The checkmark shows for a moment, then the model forgets the save.
            try? await Task.sleep(nanoseconds: 1_200_000_000)
            favorites.acknowledgeSave()
        }
        .sheet(item: $actions.sharing) { shared in ActivitySheet(items: [shared.text]) }
        .errorAlert($favorites.errorMessage)
        .errorAlert($actions.errorMessage)
        .errorAlert($meals.errorMessage)
        .task { await favorites.load() }
    }
}
