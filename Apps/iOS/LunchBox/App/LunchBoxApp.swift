import LunchBoxPresentation
import SwiftUI

/// The app: builds the container once at launch and hands its screen models to the
/// view tree as environment objects.
@main
struct LunchBoxApp: App {
    private let container: AppContainer?
    private let launchError: String?

    init() {
        do {
            container = try AppContainer(launch: LaunchOptions(arguments: ProcessInfo.processInfo.arguments))
            launchError = nil
        } catch {
            // The database or the bundled food list could not be opened: say so instead of crashing.
            container = nil
            launchError = error.localizedDescription
        }
    }

    var body: some Scene {
        WindowGroup {
            if let container {
                RootView()
                    .environment(\.appContainer, container)
                    .environmentObject(container.tabs)
                    .environmentObject(container.onboarding)
                    .environmentObject(container.inventory)
                    .environmentObject(container.scanner)
                    .environmentObject(container.suggestions)
                    .environmentObject(container.favorites)
                    .environmentObject(container.ideaActions)
                    .environmentObject(container.preferences)
                    .environmentObject(container.settings)
                    .environmentObject(container.meals)
                    .environmentObject(container.planner)
                    .environmentObject(container.shopping)
                    .environmentObject(container.calendarExport)
            } else if let launchError {
                LaunchErrorView(message: launchError)
            }
        }
    }
}
