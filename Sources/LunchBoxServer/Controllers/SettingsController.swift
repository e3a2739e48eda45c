import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

/// Settings: the API key (set, replace, delete; never sent back to the page), the
/// service's base URL and model, presets, scanning (its form is `ScanSettingsController`'s),
/// and the privacy notice.
struct SettingsController {
    let pages: Pages
    let settings: SettingsUseCase
    let scanning: ScanningUseCase
    let preferences: PreferencesUseCase
    let backups: BackupUseCase?
    /// Whether Settings offers Move your household.
    let moving: Bool
    let timeZone: TimeZone

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/settings") { request, context in
            try await page(request, context)
        }
        router.get("/settings/backup") { _, _ -> Response in
            guard let backups else { throw HTTPError(.notFound, message: "This server keeps no backups.") }
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
            guard let backups else { throw HTTPError(.notFound, message: "This server keeps no backups.") }
            guard let upload = context.upload, let data = upload.file("backup"), !data.isEmpty else {
                return Flash.error("Choose a backup file first.").redirect(to: "/settings#backups")
            }
            guard upload.field("confirm") == "yes" else {
                return Flash.error("Tick the box to replace the household's data with the backup.").redirect(to: "/settings#backups")
            }
            return try await Self.privately { file in
                do {
                    try data.write(to: file)
                    let (restored, kept) = try await backups.restore(from: file.path)
                    let name = URL(fileURLWithPath: kept).lastPathComponent
                    return Flash.success("Restored the backup (schema \(restored.schemaVersion)). The data as it was is kept on the server as backups/\(name).")
                        .redirect(to: "/settings#backups")
                } catch {
                    // The upload's temporary name means nothing to the person: the file is theirs.
                    let message = UserFacingError(error).message.replacingOccurrences(of: file.path, with: "That file")
                    return Flash.error(message).redirect(to: "/settings#backups")
                }
            }
        }
        router.post("/settings/key") { request, context -> Response in
            do {
                let suffix = try settings.saveKey(context.form.value("apiKey") ?? "")
                return Flash.success("Saved the key ending in \(suffix). Ideas now come from the AI service.").redirect(to: "/settings")
            } catch {
                return try await page(request, context, keyError: UserFacingError(error).message, status: .badRequest)
            }
        }
        router.post("/settings/key/delete") { _, _ -> Response in
            try settings.deleteKey()
            return Flash.success("Deleted the API key. Ideas come from the built-in offline chef until you add one.").redirect(to: "/settings")
        }
        router.post("/settings/endpoint") { request, context -> Response in
            let form = context.form
            do {
                let saved = try await settings.setEndpoint(baseURL: form.value("baseURL") ?? "", model: form.value("model") ?? "")
                return Flash.success("Saved: \(saved.baseURL), model \(saved.model).").redirect(to: "/settings")
            } catch {
                return try await page(request, context, endpointError: UserFacingError(error).message, typed: form, status: .badRequest)
            }
        }
        router.post("/settings/preset") { _, context -> Response in
            guard let preset = context.form.value("preset").flatMap(AIProviderPreset.init(rawValue:)) else {
                throw HTTPError(.badRequest, message: "Choose one of the listed services.")
            }
            try await settings.applyPreset(preset)
            return Flash.success("Using \(preset.title) with \(preset.defaultModel). \(preset.keyHint)").redirect(to: "/settings")
        }
    }

    private func page(
        _ request: Request, _ context: AppRequestContext, keyError: String? = nil, endpointError: String? = nil, typed: FormData? = nil, status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let shown = try await SettingsPageState.load(settings)
        let page = SettingsPage(
            diets: try await preferences.current().activeSummary, keyStatus: shown.keyStatus, hasKey: shown.hasKey, keyFromEnvironment: settings.keyFromEnvironment,
            keyError: keyError ?? shown.keyError, endpointError: endpointError, baseURL: typed?.value("baseURL") ?? shown.baseURL, model: typed?.value("model") ?? shown.model,
            presets: settings.presets.map {
                SettingsPage.Preset(id: $0.rawValue, title: $0.title, baseURL: $0.baseURL.absoluteString, model: $0.defaultModel, hint: $0.keyHint, current: shown.preset == $0)
            },
            scanning: try await ScanSettingsView.load(scanning),
            backups: try backups.map { (try $0.lastBackup().map(TimeWording(timeZone: timeZone).string(from:)) ?? "none yet", $0.retention) },
            privacy: (PrivacyNotice.title(pages.words(context)), PrivacyNotice.paragraphs(pages.words(context))), moving: moving)
        return try pages.render(page, request: request, context: context, status: status)
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
