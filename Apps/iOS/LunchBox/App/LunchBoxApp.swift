import LunchBoxPresentation
import SwiftUI

/// The app: builds the container at launch (again when the kitchen moves to or from
/// the household's server) and hands its screen models to the view tree as
/// environment objects.
@main
struct LunchBoxApp: App {
    @StateObject private var session = AppSession()

    var body: some Scene {
        WindowGroup {
            if let container = session.container {
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
                    .environmentObject(container.householdServer)
            } else if let launchError = session.launchError {
                LaunchErrorView(message: launchError)
            }
        }
    }
}
