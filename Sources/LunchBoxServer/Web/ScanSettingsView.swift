import Foundation
import LunchBoxCore
import LunchBoxUseCases

/// The "Scanning" section of the settings page: each recognizer with its switch and
/// state, the threshold, the vision model and the Open Food Facts lookup.
struct ScanSettingsView: Sendable {
    /// A recognizer as the section lists it.
    struct Recognizer: Sendable {
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

    /// The settings page's "Scanning" section.
    func html(csrf: String) -> HTML {
        let kinds = recognizers.map { recognizer -> HTML in
            """
            <input type="hidden" name="kinds" value="\(recognizer.kind)">
            <label class="check" for="recognizer-\(recognizer.kind)">
              <input type="checkbox" id="recognizer-\(recognizer.kind)" name="recognizer" value="\(recognizer.kind)"\(if: recognizer.on, " checked")>
              <span><strong>\(recognizer.title)</strong>: <span data-recognizer-state="\(recognizer.kind)">\(recognizer.state)</span><br><span class="muted small">\(recognizer.detail)</span></span>
            </label>
            """
        }
        return """
            <section class="card" id="scanning" aria-labelledby="scanning-heading">
              <h2 id="scanning-heading"><span aria-hidden="true">📷</span> Scanning</h2>
              <form method="post" action="/settings/scanning">
                \(.csrfField(csrf))
                <fieldset>
                  <legend>What recognises food in photos</legend>
                  \(kinds)
                </fieldset>
                <label for="scan-threshold">Show a food when at least this sure <span class="muted small">(\(minimumThreshold) to \(maximumThreshold); higher shows fewer, surer foods)</span></label>
                <input id="scan-threshold" name="threshold" type="number" inputmode="decimal" min="\(minimumThreshold)" max="\(maximumThreshold)" step="0.05" value="\(threshold)" required>
                <label for="vision-model">Vision model <span class="muted small">(blank uses the ideas model; it must read photos, e.g. gpt-4o-mini, llava, qwen2.5-vl)</span></label>
                <input id="vision-model" name="visionModel" type="text" maxlength="200" value="\(visionModel)" spellcheck="false" autocomplete="off">
                <label class="check" for="online-lookup">
                  <input type="checkbox" id="online-lookup" name="onlineProductLookup" value="on"\(if: onlineProductLookup, " checked")>
                  <span>Look up unknown barcodes at Open Food Facts<br><span class="muted small">Only the barcode number is sent, nothing else. Off: barcodes are named by you, once, and remembered here.</span></span>
                </label>
                <p class="actions"><button type="submit">Save scanning settings</button></p>
              </form>
            </section>
            """
    }

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
