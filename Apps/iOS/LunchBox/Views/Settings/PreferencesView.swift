import LunchBoxCore
import LunchBoxPresentation
import SwiftUI

/// The five dietary preferences, then the chef and the idea preferences; each change
/// is saved at once.
struct PreferencesView: View {
    @EnvironmentObject private var model: PreferencesViewModel

    var body: some View {
        Form {
            Section {
                ForEach(model.restrictions, id: \.self) { restriction in
                    Toggle(isOn: binding(for: restriction)) {
                        VStack(alignment: .leading) {
                            Text(restriction.title)
                            Text(restriction.explanation).font(.caption).foregroundStyle(.secondary)
                        }
                    }
                    .accessibilityHint(model.accessibilityHint(for: restriction))
                }
            } footer: {
                Text("Ideas that break these are held back, with the reason.")
            }
            Section("Chef") {
                Picker("Chef", selection: ideaBinding(\.persona)) {
                    ForEach(model.personas, id: \.persona.id) { choice in
                        Text(model.title(for: choice)).tag(choice.persona.id)
                    }
                }
                .pickerStyle(.inline)
            }
            Section("Ideas") {
                Picker("Cuisine", selection: ideaBinding(\.cuisine)) {
                    ForEach(Cuisine.allCases, id: \.self) { Text($0.title).tag($0) }
                }
                Picker("Difficulty", selection: ideaBinding(\.difficulty)) {
                    ForEach(Difficulty.allCases, id: \.self) { Text($0.title).tag($0) }
                }
                Picker("Cooking time", selection: ideaBinding(\.maxMinutes)) {
                    ForEach(model.cookingTimes, id: \.self) { Text(model.cookingTimeLabel($0)).tag($0) }
                }
                Picker("Meal", selection: ideaBinding(\.mealType)) {
                    ForEach(MealType.allCases, id: \.self) { Text($0.title).tag($0) }
                }
                Stepper(model.ideaCountLabel, value: ideaBinding(\.ideaCount), in: IdeaPreferences.ideaCountRange)
                Toggle("Avoid repeats", isOn: ideaBinding(\.avoidRepeats))
            }
            Section {
                Button("Reset All", role: .destructive) { Task { await model.reset() } }
            }
        }
        .navigationTitle("Dietary Preferences")
        .errorAlert($model.errorMessage)
        .task { await model.load() }
    }

    /// The model applies each change to what is shown at once and queues the saves, so
    /// quick changes never build on a stale value.
    private func ideaBinding<Value>(_ keyPath: WritableKeyPath<IdeaPreferences, Value>) -> Binding<Value> {
        Binding(
            get: { model.ideaPreferences[keyPath: keyPath] },
            set: { value in Task { await model.change(keyPath, to: value) } })
    }

    private func binding(for restriction: DietaryRestriction) -> Binding<Bool> {
        Binding(
            get: { model.isEnabled(restriction) },
            set: { enabled in Task { await model.set(restriction, enabled: enabled) } })
    }
}
