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
    func html(csrf: String, words: Wording) -> HTML {
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
              <h2 id="scanning-heading"><span aria-hidden="true">📷</span> \(words("settings.scanning.title"))</h2>
              <form method="post" action="/settings/scanning">
                \(.csrfField(csrf))
                <fieldset>
                  <legend>\(words("settings.scanning.recognizers"))</legend>
                  \(kinds)
                </fieldset>
                <label for="scan-threshold">\(words("settings.scanning.threshold")) <span class="muted small">\(words("settings.scanning.thresholdHint", minimumThreshold, maximumThreshold))</span></label>
                <input id="scan-threshold" name="threshold" type="number" inputmode="decimal" min="\(minimumThreshold)" max="\(maximumThreshold)" step="0.05" value="\(threshold)" required>
                <label for="vision-model">\(words("settings.scanning.visionModel")) <span class="muted small">\(words("settings.scanning.visionModelHint"))</span></label>
                <input id="vision-model" name="visionModel" type="text" maxlength="200" value="\(visionModel)" spellcheck="false" autocomplete="off">
                <label class="check" for="online-lookup">
                  <input type="checkbox" id="online-lookup" name="onlineProductLookup" value="on"\(if: onlineProductLookup, " checked")>
                  <span>\(words("settings.scanning.lookup"))<br><span class="muted small">\(words("settings.scanning.lookupHint"))</span></span>
                </label>
                <p class="actions"><button type="submit">\(words("settings.scanning.save"))</button></p>
              </form>
            </section>
            """
    }

    static func load(_ scanning: ScanningUseCase, words: Wording) async throws -> ScanSettingsView {
        let settings = try await scanning.settings()
        let statuses = try await scanning.recognizers()
        return ScanSettingsView(
            recognizers: statuses.map { status in
                Recognizer(
                    kind: status.kind.rawValue, title: words("settings.recognizer.\(status.kind.rawValue)"), on: !settings.disabled.contains(status.kind),
                    state: stateText(status.state, words: words), detail: status.detail(words))
            },
            threshold: decimal(settings.threshold), minimumThreshold: decimal(ScanSettings.thresholdRange.lowerBound),
            maximumThreshold: decimal(ScanSettings.thresholdRange.upperBound), visionModel: settings.visionModel ?? "",
            onlineProductLookup: settings.onlineProductLookup)
    }

    /// The state in the reader's language ("bereit").
    static func stateText(_ state: RecognizerStatus.State, words: Wording) -> String {
        words("settings.recognizerState.\(state.rawValue)")
    }

    /// 0.6 as "0.6", 0.95 as "0.95": two places at most, as the form's step allows.
    static func decimal(_ value: Float) -> String {
        var text = String(format: "%.2f", value)
        if text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
