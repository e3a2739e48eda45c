import LunchBoxPresentation
import SwiftUI

/// "Use the household's server": the address and passphrase the household's LunchBox
/// server was started with. The model checks, logs in and switches the kitchen.
struct HouseholdServerView: View {
    @EnvironmentObject private var model: HouseholdServerViewModel

    var body: some View {
        Form {
            Section {
                Text(model.statusText).accessibilityIdentifier("kitchen-status")
            }
            Section {
                TextField("https://kitchen.local:8080", text: $model.addressText)
                    .keyboardType(.URL)
                    .textContentType(.URL)
                    .autocorrectionDisabled()
                    .textInputAutocapitalization(.never)
                    .accessibilityIdentifier("server-address")
                SecureField("Passphrase", text: $model.passphraseText)
                    .textContentType(.password)
                    .accessibilityIdentifier("server-passphrase")
                Button("Use the Household's Server") { Task { await model.connect() } }
                    .disabled(model.isConnecting)
                    .accessibilityIdentifier("use-server")
            } header: {
                Text("Household's server")
            } footer: {
                Text("The address the household opens LunchBox at, and the passphrase the server was started with.")
            }
            if model.usesServer {
                Section {
                    Button("Keep the Kitchen on This iPhone", role: .destructive) { model.useThisPhone() }
                }
            }
            if let error = model.errorMessage {
                Section {
                    Text(error).foregroundStyle(.red)
                }
            }
        }
        .navigationTitle("Household's Server")
    }
}
