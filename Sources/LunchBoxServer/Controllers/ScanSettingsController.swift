import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

/// The settings page's "Scanning" form: which recognizers run, how sure a detection
/// must be, the vision model, and the optional Open Food Facts lookup. The section
/// itself is rendered by `SettingsController` from `ScanSettingsView`.
struct ScanSettingsController {
    let pages: Pages
    let scanning: ScanningUseCase

    func addRoutes(to router: Router<AppRequestContext>) {
        router.post("/settings/scanning") { _, context -> Response in
            do {
                let saved = try await scanning.updateSettings(try Self.change(from: context.form))
                let words = pages.words(context)
                let model = saved.visionModel.map { words("settings.scanning.savedModel", $0) } ?? words("settings.scanning.savedIdeasModel")
                return Flash.success(words("settings.scanning.saved", ScanSettingsView.decimal(saved.threshold), model))
                    .redirect(to: "/settings#scanning")
            } catch {
                return Flash.error(UserFacingError(error).message(pages.words(context))).redirect(to: "/settings#scanning")
            }
        }
    }

    /// The form as a change: every listed recognizer is on when ticked, off when not.
    static func change(from form: FormData) throws -> ScanSettingsChange {
        let typed = (form.value("threshold") ?? "").trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: ".")
        guard let threshold = Float(typed) else { throw ScanSettingsError.invalidThreshold }
        let ticked = Set(form.values("recognizer"))
        var enabled: [RecognizerKind: Bool] = [:]
        for name in form.values("kinds") {
            enabled[try RecognizerKind(named: name)] = ticked.contains(name)
        }
        return ScanSettingsChange(
            threshold: threshold, visionModel: form.value("visionModel") ?? "", enabled: enabled,
            onlineProductLookup: form.value("onlineProductLookup") == "on")
    }
}
