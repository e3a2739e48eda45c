import LunchBoxCore
import LunchBoxPresentation
import SwiftUI

/// What the kitchen memory learnt (a food, how many photos, when), each to forget with
/// a swipe, or all at once.
struct KitchenMemoryView: View {
    @Environment(\.appContainer) private var container

    var body: some View {
        if let model = container?.kitchenMemory {
            KitchenMemoryList(model: model)
        }
    }
}

private struct KitchenMemoryList: View {
    @ObservedObject var model: KitchenMemoryViewModel

    var body: some View {
        List {
            if let empty = model.emptyMessage {
                Text(empty).foregroundStyle(.secondary)
            }
            ForEach(model.foods, id: \.food) { food in
                VStack(alignment: .leading) {
                    Text(food.food)
                    Text(model.detail(for: food)).font(.footnote).foregroundStyle(.secondary)
                }
                .swipeActions {
                    Button("Forget", role: .destructive) { Task { await model.forget(food) } }
                }
            }
            if let status = model.statusMessage {
                Text(status).font(.footnote)
            }
        }
        .navigationTitle("Learnt Foods")
        .toolbar {
            Button("Forget All", role: .destructive) { Task { await model.forgetEverything() } }
                .accessibilityIdentifier("memory-forget-all")
        }
        .errorAlert($model.errorMessage)
        .task { await model.load() }
    }
}
