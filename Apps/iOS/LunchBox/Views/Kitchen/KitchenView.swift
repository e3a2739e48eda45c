import LunchBoxCore
import LunchBoxPresentation
import SwiftUI

/// The kitchen (inventory): what is in it, scan or type more, edit, swipe to delete,
/// clear all after a question, and the way to ideas (disabled with a prompt when empty).
struct KitchenView: View {
    @EnvironmentObject private var model: InventoryViewModel
    @EnvironmentObject private var tabs: AppTabsModel
    @EnvironmentObject private var suggestions: SuggestionsViewModel
    @State private var showsScanner = false
    @State private var editing: InventoryItem?

    var body: some View {
        NavigationStack {
            List {
                Section {
                    Button {
                        showsScanner = true
                    } label: {
                        Label("Scan or Add Food", systemImage: "camera.viewfinder")
                    }
                    .accessibilityIdentifier("scan-food")
                }
                Section("In your kitchen") {
                    ForEach(model.items) { item in
                        Button(item.displayText) { editing = item }
                            .foregroundStyle(.primary)
                            .accessibilityLabel(model.accessibilityLabel(for: item))
                            .accessibilityHint("Edit")
                            .swipeActions {
                                Button("Delete", role: .destructive) {
                                    Task { await model.removeItem(id: item.id) }
                                }
                            }
                    }
                    if let prompt = model.emptyStatePrompt {
                        Text(prompt)
                            .foregroundStyle(.secondary)
                            .accessibilityIdentifier("kitchen-empty-prompt")
                    }
                }
            }
            .navigationTitle("Kitchen")
            .toolbar {
                Button("Clear All", role: .destructive) { model.requestClear() }
                    .disabled(!model.canClear)
            }
            .safeAreaInset(edge: .bottom) {
                Button {
                    tabs.show(.ideas)
                    Task { await suggestions.loadSuggestions() }
                } label: {
                    Text("Get Lunch Box Ideas")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .disabled(!model.canRequestSuggestions)
                .accessibilityIdentifier("get-ideas")
                .padding()
            }
            // The buttons settle the question; the model keeps whether it is asked.
            .alert("Clear all items?", isPresented: $model.showsClearQuestion) {
                Button("Clear All", role: .destructive) { Task { await model.confirmClear() } }
                Button("Cancel", role: .cancel) { model.cancelClear() }
            } message: {
                Text("Everything in your kitchen list is removed.")
            }
            .sheet(isPresented: $showsScanner) { ScannerView() }
            .sheet(item: $editing) { item in EditItemView(item: item) }
            .errorAlert($model.errorMessage)
            .task { await model.load() }
        }
    }
}
