import LunchBoxPresentation
import SwiftUI

/// The five tabs, with the introduction over them on first launch.
struct RootView: View {
    @EnvironmentObject private var tabs: AppTabsModel
    @EnvironmentObject private var onboarding: OnboardingModel

    var body: some View {
        TabView(selection: $tabs.selectedTab) {
            KitchenView()
                .tabItem { TabLabel(tab: .kitchen, title: tabs.title(for: .kitchen)) }
                .tag(AppTab.kitchen)
                .badge(tabs.kitchenBadge)
            SuggestionsView()
                .tabItem { TabLabel(tab: .ideas, title: tabs.title(for: .ideas)) }
                .tag(AppTab.ideas)
            FavoritesView()
                .tabItem { TabLabel(tab: .saved, title: tabs.title(for: .saved)) }
                .tag(AppTab.saved)
            WeeklyPlannerView()
                .tabItem { TabLabel(tab: .plan, title: tabs.title(for: .plan)) }
                .tag(AppTab.plan)
            SettingsView()
                .tabItem { TabLabel(tab: .settings, title: tabs.title(for: .settings)) }
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
    let title: String

    var body: some View {
        Label(title, systemImage: tab.symbol)
            .accessibilityIdentifier(tab.accessibilityIdentifier)
    }
}
