import Combine
import Foundation

/// Holds the container and builds it again when the kitchen moves (this iPhone or the
/// household's server): every screen model then works on the new store.
@MainActor
final class AppSession: ObservableObject {
    @Published private(set) var container: AppContainer?
    @Published private(set) var launchError: String?

    private let launch = LaunchOptions(arguments: ProcessInfo.processInfo.arguments)

    init() {
        reload()
    }

    func reload() {
        do {
            container = try AppContainer(launch: launch) { [weak self] _ in self?.reload() }
            launchError = nil
        } catch {
            // The database or the bundled food list could not be opened: say so instead of crashing.
            container = nil
            launchError = error.localizedDescription
        }
    }
}
