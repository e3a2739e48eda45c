import LunchBoxPresentation
import SwiftUI

/// Saved ideas, newest first; open one, or swipe to delete.
struct FavoritesView: View {
    @EnvironmentObject private var model: FavoritesViewModel

    var body: some View {
        NavigationStack {
            List {
                if let empty = model.emptyMessage {
                    Text(empty).foregroundStyle(.secondary)
                }
                ForEach(model.favorites) { idea in
                    NavigationLink {
                        IdeaDetailView(detail: model.detail(for: idea))
                    } label: {
                        VStack(alignment: .leading) {
                            Text(idea.name).font(.headline)
                            Text(model.subtitle(for: idea)).font(.caption).foregroundStyle(.secondary)
                        }
                        .accessibilityElement(children: .combine)
                    }
                    .swipeActions {
                        Button("Delete", role: .destructive) {
                            Task { await model.delete(id: idea.id) }
                        }
                    }
                }
            }
            .navigationTitle("Saved")
            .errorAlert($model.errorMessage)
            .task { await model.load() }
        }
    }
}
