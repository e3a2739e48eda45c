import LunchBoxCore
import LunchBoxPresentation
import SwiftUI

/// Edits one kitchen item's name, quantity and what its date means; the use case
/// validates and says why a change is refused.
struct EditItemView: View {
    @EnvironmentObject private var model: InventoryViewModel
    @Environment(\.dismiss) private var dismiss
    @State private var name: String
    @State private var quantity: String
    @State private var dateKind: DateKind?
    private let item: InventoryItem

    init(item: InventoryItem) {
        self.item = item
        _name = State(initialValue: item.name)
        _quantity = State(initialValue: item.quantity)
        _dateKind = State(initialValue: item.dateKind)
    }

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                    .accessibilityIdentifier("edit-item-name")
                TextField("Quantity (optional)", text: $quantity)
                    .accessibilityIdentifier("edit-item-quantity")
                Picker("The date is", selection: $dateKind) {
                    Text("Usual for the food").tag(DateKind?.none)
                    ForEach(DateKind.allCases, id: \.self) { kind in
                        Text(kind.title).tag(Optional(kind))
                    }
                }
                .accessibilityIdentifier("edit-item-date-kind")
            }
            .navigationTitle("Edit Item")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        Task {
                            let edited = InventoryItem(id: item.id, name: name, quantity: quantity, bestBefore: item.bestBefore, dateKind: dateKind)
                            if await model.editItem(edited) { dismiss() }
                        }
                    }
                }
            }
            .errorAlert($model.errorMessage)
        }
    }
}
