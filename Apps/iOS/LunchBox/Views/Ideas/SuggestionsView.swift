import LunchBoxCore
import LunchBoxPresentation
import SwiftUI

/// Lunch box ideas: cards appear one by one as they stream in, with a progress view,
/// Stop, an alert with Retry on failure, and a banner when offline.
struct SuggestionsView: View {
    @EnvironmentObject private var model: SuggestionsViewModel
    @EnvironmentObject private var inventory: InventoryViewModel

    var body: some View {
        NavigationStack {
            List {
                if model.showsOfflineBanner {
                    Label(model.offlineBannerText, systemImage: "wifi.slash")
                        .accessibilityIdentifier("offline-banner")
                }
                if let origin = model.originLine {
                    Text(origin).font(.footnote).foregroundStyle(.secondary)
                } else if let engine = model.engineSummary {
                    Text(engine).font(.footnote).foregroundStyle(.secondary)
                        .accessibilityIdentifier("idea-engine")
                }
                ForEach(model.ideas) { idea in
                    NavigationLink(value: idea) {
                        IdeaCard(detail: model.detail(for: idea))
                    }
                }
                if model.isLoading {
                    ProgressView("Finding ideas…")
                        .accessibilityIdentifier("ideas-progress")
                }
                if model.showsEmptyState {
                    EmptyIdeasPrompt()
                }
                if model.canUseOfflineChef {
                    Button("Ask the Offline Chef Instead") { Task { await model.useOfflineChef() } }
                }
                if let shortfall = model.shortfall {
                    Text(shortfall).font(.footnote).foregroundStyle(.secondary)
                }
                HeldBackSection()
            }
            .navigationTitle("Ideas")
            .navigationDestination(for: LunchBoxIdea.self) { idea in
                IdeaDetailView(detail: model.detail(for: idea))
            }
            .toolbar {
                if model.isLoading {
                    Button("Stop") { model.stop() }
                } else {
                    Button("Get Ideas") { Task { await model.loadSuggestions() } }
                        .disabled(!inventory.canRequestSuggestions)
                        .accessibilityIdentifier("ideas-refresh")
                }
            }
            .task { await model.loadEngineStatus() }
            .alert(model.errorTitle, isPresented: $model.isErrorAlertPresented) {
                if model.canRetry {
                    Button("Retry") {
                        model.dismissError()
                        Task { await model.retry() }
                    }
                }
                Button("OK", role: .cancel) { model.dismissError() }
            } message: {
                Text(model.errorMessage)
            }
        }
    }
}

/// Before any idea was asked for: the kitchen's prompt when it is empty, an invitation otherwise.
private struct EmptyIdeasPrompt: View {
    @EnvironmentObject private var inventory: InventoryViewModel

    var body: some View {
        if let prompt = inventory.emptyStatePrompt {
            Text(prompt).foregroundStyle(.secondary)
        } else {
            Text("Tap Get Ideas for lunch box ideas from what is in your kitchen.")
                .foregroundStyle(.secondary)
        }
    }
}

/// Ideas held back for breaking a diet: the summary, and the ideas with their reasons
/// once the person asks to see them.
private struct HeldBackSection: View {
    @EnvironmentObject private var model: SuggestionsViewModel

    var body: some View {
        if let summary = model.heldBackSummary {
            Section {
                Button(summary) { model.revealHeldBack() }
                ForEach(model.heldBack, id: \.idea.id) { held in
                    VStack(alignment: .leading) {
                        Text(held.idea.name).font(.headline)
                        ForEach(model.reasons(of: held), id: \.self) { reason in
                            Text(reason).font(.footnote).foregroundStyle(.secondary)
                        }
                    }
                    .accessibilityElement(children: .combine)
                }
            }
        }
    }
}
