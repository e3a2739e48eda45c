import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

/// Settings: the API key (set, replace, delete; never sent back to the page), the
/// service's base URL and model, presets, scanning (its form is `ScanSettingsController`'s),
/// the household's language (`LanguageController`'s), backups, and the privacy notice.
struct SettingsController {
    let pages: Pages
    let settings: SettingsUseCase
    let scanning: ScanningUseCase
    let preferences: PreferencesUseCase
    /// The household's language, chosen on the page (`LanguageController` saves it).
    let language: HouseholdLanguageUseCase
    /// The household's units, chosen on the page (`UnitsController` saves them).
    let units: HouseholdUnitsUseCase
    let backups: BackupUseCase?
    /// Whether Settings offers Move your household.
    let moving: Bool
    let timeZone: TimeZone

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/settings") { request, context in
            try await page(request, context)
        }
        router.get("/settings/backup") { _, context -> Response in
            guard let backups else { throw HTTPError(.notFound, message: pages.words(context)("settings.backups.unavailable")) }
            // Made fresh, read, and removed: the download is the only copy this makes.
            let data = try await Self.privately { file in
                _ = try await backups.backup(to: file.path)
                return try Data(contentsOf: file)
            }
            let name = backups.downloadName
            return Response(
                status: .ok,
                headers: [.contentType: "application/vnd.sqlite3", .contentDisposition: "attachment; filename=\"\(name)\"", .cacheControl: "no-store"],
                body: .init(byteBuffer: ByteBuffer(bytes: data)))
        }
        router.post("/settings/restore") { _, context -> Response in
            let words = pages.words(context)
            guard let backups else { throw HTTPError(.notFound, message: pages.words(context)("settings.backups.unavailable")) }
            guard let upload = context.upload, let data = upload.file("backup"), !data.isEmpty else {
                return Flash.error(words("settings.backups.chooseFile")).redirect(to: "/settings#backups")
            }
            guard upload.field("confirm") == "yes" else {
                return Flash.error(words("settings.backups.tickBox")).redirect(to: "/settings#backups")
            }
            return try await Self.privately { file in
                do {
                    try data.write(to: file)
                    let (restored, kept) = try await backups.restore(from: file.path)
                    let name = URL(fileURLWithPath: kept).lastPathComponent
                    return Flash.success(words("settings.backups.restored", restored.schemaVersion, name))
                        .redirect(to: "/settings#backups")
                } catch {
                    // The upload's temporary name means nothing to the person: the file is theirs.
                    let message = UserFacingError(error).message.replacingOccurrences(of: file.path, with: words("settings.backups.thatFile"))
                    return Flash.error(message).redirect(to: "/settings#backups")
                }
            }
        }
        router.post("/settings/key") { request, context -> Response in
            do {
                let suffix = try settings.saveKey(context.form.value("apiKey") ?? "")
                return Flash.success(pages.words(context)("settings.key.savedFlash", suffix)).redirect(to: "/settings")
            } catch {
                return try await page(request, context, keyError: UserFacingError(error).message, status: .badRequest)
            }
        }
        router.post("/settings/key/delete") { _, context -> Response in
            try settings.deleteKey()
            return Flash.success(pages.words(context)("settings.key.deleted")).redirect(to: "/settings")
        }
        router.post("/settings/endpoint") { request, context -> Response in
            let form = context.form
            do {
                let saved = try await settings.setEndpoint(baseURL: form.value("baseURL") ?? "", model: form.value("model") ?? "")
                return Flash.success(pages.words(context)("settings.service.saved", saved.baseURL, saved.model)).redirect(to: "/settings")
            } catch {
                return try await page(request, context, endpointError: UserFacingError(error).message, typed: form, status: .badRequest)
            }
        }
        router.post("/settings/preset") { _, context -> Response in
            guard let preset = context.form.value("preset").flatMap(AIProviderPreset.init(rawValue:)) else {
                throw HTTPError(.badRequest, message: pages.words(context)("settings.presets.unknown"))
            }
            try await settings.applyPreset(preset)
            let words = pages.words(context)
            return Flash.success(words("settings.presets.using", Self.title(of: preset, words), preset.defaultModel, words("settings.presets.hint.\(preset.rawValue)"))).redirect(to: "/settings")
        }
    }

    private func page(
        _ request: Request, _ context: AppRequestContext, keyError: String? = nil, endpointError: String? = nil, typed: FormData? = nil, status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let words = pages.words(context)
        let shown = try await SettingsPageState.load(settings)
        let page = SettingsPage(
            diets: try await preferences.current().activeSummary(words), keyStatus: shown.keyStatus(words), hasKey: shown.hasKey,
            keyFromEnvironment: settings.keyFromEnvironment, keyError: keyError ?? shown.keyError, endpointError: endpointError,
            baseURL: typed?.value("baseURL") ?? shown.baseURL, model: typed?.value("model") ?? shown.model,
            presets: settings.presets.map {
                SettingsPage.Preset(
                    id: $0.rawValue, title: Self.title(of: $0, words), baseURL: $0.baseURL.absoluteString, model: $0.defaultModel,
                    hint: words("settings.presets.hint.\($0.rawValue)"), current: shown.preset == $0)
            },
            scanning: try await ScanSettingsView.load(scanning, words: words), language: LanguageChooserView(chosen: try await language.chosen()),
            backups: try backups.map { (try $0.lastBackup().map { words.time($0, in: timeZone) } ?? words("settings.backups.noneYet"), $0.retention) },
            privacy: (PrivacyNotice.title(words), PrivacyNotice.paragraphs(words)), moving: moving, units: UnitsChooserView(chosen: try await units.chosen()))
        return try pages.render(page, request: request, context: context, status: status)
    }

    /// "OpenAI"; "Ollama (on this computer)" for a service on this computer.
    private static func title(of preset: AIProviderPreset, _ words: Wording) -> String {
        switch preset {
        case .ollama: words("settings.presets.local", "Ollama")
        case .lmStudio: words("settings.presets.local", "LM Studio")
        case .openAI, .openRouter, .groq: preset.title
        }
    }

    /// Runs `body` with a file in a folder only this user may open (0700), removed after:
    /// a household's whole database, on its way to or from a browser, never lies in the
    /// shared temporary folder where others on the machine could read it.
    private static func privately<T: Sendable>(_ body: (URL) async throws -> T) async throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lunchbox-backup-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(at: folder) }
        return try await body(folder.appendingPathComponent("lunchbox.sqlite"))
    }
}
