import LunchBoxPresentation
import SwiftUI
import UIKit

/// Camera access was refused (LB Req 3.2): why LunchBox wants it, the way to Settings,
/// and typing as the alternative.
struct CameraDeniedSheet: View {
    @EnvironmentObject private var model: ScannerViewModel
    @Environment(\.openURL) private var openURL

    var body: some View {
        VStack(spacing: 20) {
            Image(systemName: "camera.fill")
                .font(.largeTitle)
                .accessibilityHidden(true)
            Text("Camera access is off")
                .font(.title2.bold())
            if let explanation = model.permissionExplanation {
                Text(explanation).multilineTextAlignment(.center)
            }
            Button("Open Settings") {
                if let url = URL(string: UIApplication.openSettingsURLString) { openURL(url) }
            }
            .buttonStyle(.borderedProminent)
            .accessibilityIdentifier("open-settings")
            Button("Type Items Instead") { model.showsPermissionSheet = false }
                .accessibilityIdentifier("type-instead")
        }
        .padding()
        .presentationDetents([.medium])
    }
}
