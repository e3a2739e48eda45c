import SwiftUI

/// Shown instead of the app when the kitchen database could not be opened at launch.
struct LaunchErrorView: View {
    let message: String

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "exclamationmark.triangle")
                .font(.largeTitle)
                .accessibilityHidden(true)
            Text("LunchBox could not start")
                .font(.title2.bold())
            Text(message)
                .multilineTextAlignment(.center)
        }
        .padding()
    }
}
