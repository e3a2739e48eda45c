import LunchBoxPresentation
import SwiftUI

/// An idea in full: notes, ingredients, steps; Share (plain text) and Save (with a
/// checkmark that pops when saved).
struct IdeaDetailView: View {
    @EnvironmentObject private var favorites: FavoritesViewModel
    let detail: IdeaDetail

    var body: some View {
        List {
            Section {
                Text(detail.originLabel).foregroundStyle(.secondary)
                ForEach(detail.notes, id: \.self) { note in
                    Label(note, systemImage: "exclamationmark.triangle")
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
        }
        .navigationTitle(detail.title)
        .toolbar {
            ShareLink(item: detail.shareText) {
                Label("Share", systemImage: "square.and.arrow.up")
            }
            .accessibilityLabel(detail.shareButtonLabel)
            Button {
                Task { await favorites.save(id: detail.id) }
            } label: {
                Label(favorites.saveButtonTitle(for: detail.id), systemImage: favorites.saveSymbol(for: detail.id))
            }
            .disabled(!favorites.canSave(id: detail.id))
            .accessibilityIdentifier("save-idea")
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
        .errorAlert($favorites.errorMessage)
        .task { await favorites.load() }
    }
}
