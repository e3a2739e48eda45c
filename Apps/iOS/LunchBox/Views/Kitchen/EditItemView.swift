import LunchBoxCore
import LunchBoxPresentation
import SwiftUI

/// Edits one kitchen item's name and quantity; the use case validates and says why a
/// change is refused.
struct EditItemView: View {
    @EnvironmentObject private var model: InventoryViewModel
    @Environment(\.dismiss) private var dismiss
    @State private var name: String
    @State private var quantity: String
    private let item: InventoryItem

    init(item: InventoryItem) {
        self.item = item
        _name = State(initialValue: item.name)
        _quantity = State(initialValue: item.quantity)
    }

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                    .accessibilityIdentifier("edit-item-name")
                TextField("Quantity (optional)", text: $quantity)
                    .accessibilityIdentifier("edit-item-quantity")
            }
            .navigationTitle("Edit Item")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        Task {
                            let edited = InventoryItem(id: item.id, name: name, quantity: quantity, bestBefore: item.bestBefore)
                            if await model.editItem(edited) { dismiss() }
                        }
                    }
                }
            }
            .errorAlert($model.errorMessage)
        }
    }
}
