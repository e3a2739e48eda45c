import LunchBoxCore
import LunchBoxPresentation
import SwiftUI

/// One recognised food: its name (or the question for an unknown barcode), how sure
/// and by what, and confirm / dismiss.
struct DetectionRow: View {
    @EnvironmentObject private var model: ScannerViewModel
    let item: DetectedItem

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(model.title(for: item))
                Text(model.detail(for: item))
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            .accessibilityElement(children: .combine)
            Spacer()
            Button {
                Task { await model.confirm(item) }
            } label: {
                Image(systemName: "checkmark.circle.fill").font(.title2)
            }
            .buttonStyle(.borderless)
            .accessibilityLabel(model.confirmLabel(for: item))
            Button {
                model.dismiss(item)
            } label: {
                Image(systemName: "xmark.circle").font(.title2)
            }
            .buttonStyle(.borderless)
            .accessibilityLabel(model.dismissLabel(for: item))
        }
    }
}
