import SwiftUI

/// The container in the environment, for the few views that make screen models on
/// demand (the meal form) or drive an adapter (the camera).
private struct AppContainerKey: EnvironmentKey {
    static let defaultValue: AppContainer? = nil
}

extension EnvironmentValues {
    var appContainer: AppContainer? {
        get { self[AppContainerKey.self] }
        set { self[AppContainerKey.self] = newValue }
    }
}
