import LunchBoxPresentation
import SwiftUI

/// One idea in the list: its name and ingredients.
struct IdeaCard: View {
    let detail: IdeaDetail

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(detail.title)
                .font(.headline)
            Text(detail.ingredientsLine)
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
        .padding(.vertical, 4)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(detail.cardAccessibilityLabel)
        .accessibilityIdentifier("idea-card")
    }
}
