import Foundation
import LunchBoxCore
import LunchBoxUseCases

/// The "Scanning" section of the settings page: each recognizer with its switch and
/// state, the threshold, the vision model and the Open Food Facts lookup.
struct ScanSettingsView {
    /// A recognizer as the section lists it.
    struct Recognizer {
        let kind: String
        let title: String
        let on: Bool
        let state: String
        let detail: String
    }

    let recognizers: [Recognizer]
    let threshold: String
    let minimumThreshold: String
    let maximumThreshold: String
    let visionModel: String
    let onlineProductLookup: Bool

    static func load(_ scanning: ScanningUseCase) async throws -> ScanSettingsView {
        let settings = try await scanning.settings()
        let statuses = try await scanning.recognizers()
        return ScanSettingsView(
            recognizers: statuses.map { status in
                Recognizer(
                    kind: status.kind.rawValue, title: status.kind.title, on: !settings.disabled.contains(status.kind),
                    state: stateText(status.state), detail: status.detail)
            },
            threshold: decimal(settings.threshold), minimumThreshold: decimal(ScanSettings.thresholdRange.lowerBound),
            maximumThreshold: decimal(ScanSettings.thresholdRange.upperBound), visionModel: settings.visionModel ?? "",
            onlineProductLookup: settings.onlineProductLookup)
    }

    static func stateText(_ state: RecognizerStatus.State) -> String {
        switch state {
        case .ready: "ready"
        case .untried: "set up, not yet tried on a photo"
        case .off: "turned off"
        case .unavailable: "not available"
        }
    }

    /// 0.6 as "0.6", 0.95 as "0.95": two places at most, as the form's step allows.
    static func decimal(_ value: Float) -> String {
        var text = String(format: "%.2f", value)
        if text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
