import LunchBoxCore
import LunchBoxPresentation
import SwiftUI

/// Settings: dietary preferences, which engine writes ideas and why, the AI key (typed
/// in a secure field, never shown again), the service (presets, base URL, model) and
/// the privacy notice.
struct SettingsView: View {
    @EnvironmentObject private var model: SettingsViewModel
    @EnvironmentObject private var suggestions: SuggestionsViewModel
    @State private var keyText = ""

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    NavigationLink("Dietary Preferences") { PreferencesView() }
                    NavigationLink("Household's Server") { HouseholdServerView() }
                        .accessibilityIdentifier("household-server")
                }
                if let engine = suggestions.engineSummary {
                    Section("Ideas") {
                        Text(engine).accessibilityIdentifier("idea-engine")
                    }
                }
                Section {
                    Text(model.keyStatusText)
                        .accessibilityIdentifier("key-status")
                    SecureField("API key", text: $keyText)
                        .textContentType(.password)
                        .autocorrectionDisabled()
                        .textInputAutocapitalization(.never)
                        .accessibilityIdentifier("api-key-field")
                    Button(model.saveKeyButtonTitle) {
                        Task {
                            if await model.saveAPIKey(keyText) { keyText = "" }
                        }
                    }
                    .accessibilityIdentifier("save-key")
                    Button("Delete Key", role: .destructive) { Task { await model.deleteAPIKey() } }
                        .disabled(!model.hasSavedKey)
                } header: {
                    Text("AI key")
                }
                Section("AI service") {
                    ForEach(model.presets, id: \.self) { preset in
                        PresetRow(preset: preset)
                    }
                    TextField("Base URL", text: $model.baseURLText)
                        .keyboardType(.URL)
                        .autocorrectionDisabled()
                        .textInputAutocapitalization(.never)
                    TextField("Model", text: $model.model)
                        .autocorrectionDisabled()
                        .textInputAutocapitalization(.never)
                    Button("Save Service") { Task { await model.saveEndpoint() } }
                }
                Section {
                    if let error = model.validationError {
                        Text(error).foregroundStyle(.red)
                    }
                    if let confirmation = model.confirmation {
                        Text(confirmation).foregroundStyle(.secondary)
                    }
                }
                Section(PrivacyNotice.title) {
                    Text(model.privacyNotice)
                        .font(.footnote)
                }
            }
            .navigationTitle("Settings")
            .task { await model.load() }
            // Saving or deleting the key changes the engine: read it again then.
            .task(id: model.hasSavedKey) { await suggestions.loadEngineStatus() }
        }
    }
}

/// A service preset: tap to use it; the one in use has a checkmark.
private struct PresetRow: View {
    @EnvironmentObject private var model: SettingsViewModel
    let preset: AIProviderPreset

    var body: some View {
        Button {
            Task { await model.applyPreset(preset) }
        } label: {
            HStack {
                VStack(alignment: .leading) {
                    Text(preset.title).foregroundStyle(.primary)
                    Text(preset.keyHint).font(.caption).foregroundStyle(.secondary)
                }
                Spacer()
                if model.isSelected(preset) {
                    Image(systemName: "checkmark").accessibilityHidden(true)
                }
            }
        }
        .accessibilityLabel(model.presetAccessibilityLabel(preset))
    }
}
