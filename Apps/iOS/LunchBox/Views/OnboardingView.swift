import LunchBoxPresentation
import SwiftUI

/// The first-launch introduction (LB Req 1.3): what LunchBox does, page by page.
struct OnboardingView: View {
    @EnvironmentObject private var model: OnboardingModel
    @State private var showsServer = false

    var body: some View {
        VStack(spacing: 24) {
            TabView(selection: $model.currentPage) {
                ForEach(model.pages) { page in
                    VStack(spacing: 20) {
                        Image(systemName: page.symbol)
                            .font(.system(size: 72))
                            .foregroundStyle(.tint)
                            .accessibilityHidden(true)
                        Text(page.title)
                            .font(.largeTitle.bold())
                            .multilineTextAlignment(.center)
                        Text(page.body)
                            .font(.body)
                            .multilineTextAlignment(.center)
                            .foregroundStyle(.secondary)
                    }
                    .padding()
                    .tag(page.id)
                }
            }
            .tabViewStyle(.page)
            .indexViewStyle(.page(backgroundDisplayMode: .always))
            .accessibilityValue(model.pageAccessibilityValue)

            Button(model.primaryButtonTitle) {
                withAnimation { model.advance() }
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .accessibilityIdentifier("onboarding-primary")

            Button("Use the Household's Server") { showsServer = true }
                .accessibilityIdentifier("onboarding-server")

            if model.showsSkip {
                Button("Skip") { model.finish() }
                    .accessibilityIdentifier("onboarding-skip")
            }
        }
        .padding(.bottom)
        .sheet(isPresented: $showsServer) {
            NavigationStack { HouseholdServerView() }
        }
    }
}
