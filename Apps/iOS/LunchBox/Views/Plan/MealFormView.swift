import LunchBoxCore
import LunchBoxPresentation
import SwiftUI

/// A new meal, or one being edited: description, protein, carb and components; Save
/// says why a meal is refused.
struct MealFormView: View {
    @StateObject private var model: MealFormViewModel
    @Environment(\.dismiss) private var dismiss
    private let onSave: (Meal) -> Void

    init(model: MealFormViewModel, onSave: @escaping (Meal) -> Void) {
        _model = StateObject(wrappedValue: model)
        self.onSave = onSave
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Description", text: $model.description)
                        .accessibilityIdentifier("meal-description")
                    TextField("Main protein (optional)", text: $model.primaryProtein)
                    TextField("Main carb (optional)", text: $model.primaryCarb)
                }
                Section("Other components") {
                    ForEach(model.componentRows) { row in
                        Text(row.name)
                    }
                    .onDelete { offsets in model.removeComponents(at: offsets) }
                    HStack {
                        TextField("Add a component", text: $model.newComponent)
                            .onSubmit { model.addComponent() }
                        Button("Add") { model.addComponent() }
                    }
                }
                if let error = model.errorMessage {
                    Text(error).foregroundStyle(.red)
                }
            }
            .navigationTitle(model.title)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        Task {
                            if let meal = await model.save() {
                                onSave(meal)
                                dismiss()
                            }
                        }
                    }
                    .disabled(!model.canSave)
                }
            }
        }
    }
}
