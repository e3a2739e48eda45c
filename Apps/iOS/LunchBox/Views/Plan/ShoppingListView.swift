import LunchBoxCore
import LunchBoxPresentation
import SwiftUI

/// What the week's meals need that the kitchen lacks, with how much: tap to tick it off
/// as bought, which puts it in the kitchen.
struct ShoppingListView: View {
    @EnvironmentObject private var model: ShoppingListViewModel
    let week: PlanWeek

    var body: some View {
        List {
            if let empty = model.emptyMessage {
                Text(empty).foregroundStyle(.secondary)
            }
            ForEach(model.items, id: \.key) { item in
                Button {
                    Task { await model.toggleBought(item) }
                } label: {
                    HStack {
                        Image(systemName: model.symbol(for: item))
                        VStack(alignment: .leading) {
                            Text(item.name).foregroundStyle(.primary)
                            Text(model.detail(for: item)).font(.caption).foregroundStyle(.secondary)
                        }
                    }
                }
                .accessibilityLabel(model.accessibilityLabel(for: item))
            }
            if let note = model.staplesNote {
                Text(note).font(.footnote).foregroundStyle(.secondary)
            }
        }
        .navigationTitle("Shopping List")
        .errorAlert($model.errorMessage)
        .task(id: week) { await model.load(week: week) }
    }
}
