import LunchBoxCore
import LunchBoxPresentation
import SwiftUI

/// The five dietary preferences; each toggle is saved at once.
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
            Section {
                Button("Reset All", role: .destructive) { Task { await model.reset() } }
            }
        }
        .navigationTitle("Dietary Preferences")
        .errorAlert($model.errorMessage)
        .task { await model.load() }
    }

    private func binding(for restriction: DietaryRestriction) -> Binding<Bool> {
        Binding(
            get: { model.isEnabled(restriction) },
            set: { enabled in Task { await model.set(restriction, enabled: enabled) } })
    }
}
