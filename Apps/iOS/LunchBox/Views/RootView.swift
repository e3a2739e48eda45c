import LunchBoxPresentation
import SwiftUI

/// The five tabs, with the introduction over them on first launch.
struct RootView: View {
    @EnvironmentObject private var tabs: AppTabsModel
    @EnvironmentObject private var onboarding: OnboardingModel

    var body: some View {
        TabView(selection: $tabs.selectedTab) {
            KitchenView()
                .tabItem { TabLabel(tab: .kitchen) }
                .tag(AppTab.kitchen)
                .badge(tabs.kitchenBadge)
            SuggestionsView()
                .tabItem { TabLabel(tab: .ideas) }
                .tag(AppTab.ideas)
            FavoritesView()
                .tabItem { TabLabel(tab: .saved) }
                .tag(AppTab.saved)
            WeeklyPlannerView()
                .tabItem { TabLabel(tab: .plan) }
                .tag(AppTab.plan)
            SettingsView()
                .tabItem { TabLabel(tab: .settings) }
                .tag(AppTab.settings)
        }
        // The model decides when the introduction goes away (Get Started or Skip).
        .fullScreenCover(isPresented: $onboarding.isCoverPresented) {
            OnboardingView()
        }
    }
}

/// A tab's picture and title.
private struct TabLabel: View {
    let tab: AppTab

    var body: some View {
        Label(tab.title, systemImage: tab.symbol)
            .accessibilityIdentifier(tab.accessibilityIdentifier)
    }
}
