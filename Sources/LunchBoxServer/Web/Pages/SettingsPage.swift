import LunchBoxCore

/// Settings: the diets in a line, the AI key (never sent back to the page), the service's
/// base URL and model, presets, scanning, the household's language, backups, moving, and
/// the privacy notice.
struct SettingsPage: Page {
    /// A preset as the page lists it.
    struct Preset: Sendable {
        let id: String
        let title: String
        let baseURL: String
        let model: String
        let hint: String
        let current: Bool
    }

    /// What the ideas follow ("vegetarian and nut-free"); nil when no diet is chosen.
    let diets: String?
    let keyStatus: String
    let hasKey: Bool
    /// The key comes from `LUNCHBOX_API_KEY`: the page cannot change it.
    let keyFromEnvironment: Bool
    let keyError: String?
    let endpointError: String?
    let baseURL: String
    let model: String
    let presets: [Preset]
    let scanning: ScanSettingsView
    let language: LanguageChooserView
    /// When the last backup was made ("Nov 28, 2026, 03:00", "none yet") and how many are
    /// kept; nil when this server keeps no backups (a test's).
    let backups: (last: String, kept: BackupRetention)?
    /// The privacy notice in the reader's language: its title, then its paragraphs.
    let privacy: (title: String, paragraphs: [String])
    /// Whether the page offers Move your household (export and import).
    let moving: Bool
    /// The household's units, beside its language (`UnitsController` saves them).
    var units = UnitsChooserView(chosen: nil)

    func title(_ words: Wording) -> String { words("settings.title") }
    var section: PageChrome.Section { .settings }

    func content(csrf: String, words: Wording) -> HTML {
        """
        <h1>\(words("settings.title"))</h1>
        <section class="card">
          <h2><span aria-hidden="true">🥗</span> \(words("settings.diets.title"))</h2>
          <p id="active-diets">\(html: diets.map { "\(words("settings.diets.active")) <strong>\($0)</strong>." })\(if: diets == nil, "\(words("settings.diets.none"))")
            \(words("settings.diets.heldBack"))</p>
          <p><a class="button quiet" href="/preferences">\(words(diets == nil ? "settings.diets.choose" : "settings.diets.change"))</a></p>
        </section>

        <section class="card" id="key">
          <h2><span aria-hidden="true">🔑</span> \(words("settings.key.title"))</h2>
          <p id="key-status">\(keyStatus)</p>
          \(html: keyError.map { #"<p class="alert" role="alert">\#($0)</p>"# })
          \(if: !keyFromEnvironment, keyForms(csrf: csrf, words: words))
        </section>

        <section class="card" id="service">
          <h2><span aria-hidden="true">🌐</span> \(words("settings.service.title"))</h2>
          \(html: endpointError.map { #"<p class="alert" role="alert">\#($0)</p>"# })
          <form method="post" action="/settings/endpoint">
            \(.csrfField(csrf))
            <label for="base-url">\(words("settings.service.baseURL")) <span class="muted small">\(words("settings.service.baseURLHint"))</span></label>
            <input id="base-url" name="baseURL" type="url" required maxlength="500" value="\(baseURL)" spellcheck="false">
            <label for="model">\(words("settings.service.model"))</label>
            <input id="model" name="model" type="text" required maxlength="200" value="\(model)" spellcheck="false">
            <p class="actions"><button type="submit">\(words("settings.service.save"))</button></p>
          </form>
          <h3>\(words("settings.presets.title"))</h3>
          <ul class="list">
            \(presets.map { preset($0, csrf: csrf, words: words) })
          </ul>
        </section>

        \(scanning.html(csrf: csrf, words: words))

        \(language.html(csrf: csrf, words: words))

        \(units.html(csrf: csrf, words: words))

        \(html: backups.map { Self.backups(last: $0.last, kept: $0.kept, csrf: csrf, words: words) })

        \(if: moving, HouseholdDocumentController.card(csrf: csrf, words: words))

        <section class="card" id="privacy">
          <h2><span aria-hidden="true">🔒</span> \(privacy.title)</h2>
          \(privacy.paragraphs.map { "<p>\($0)</p>" as HTML })
        </section>
        """
    }

    private static func backups(last lastBackup: String, kept: BackupRetention, csrf: String, words: Wording) -> HTML {
        """
        <section class="card" id="backups">
          <h2><span aria-hidden="true">💾</span> \(words("settings.backups.title"))</h2>
          <p>\(words("settings.backups.nightly", kept.daily, kept.weekly)) <code>backups/</code> \(words("settings.backups.besideDatabase")) \(words("settings.backups.last")) <strong>\(lastBackup)</strong>.</p>
          <p>\(words("settings.backups.noKey"))</p>
          <p class="actions"><a class="button quiet" href="/settings/backup" download>\(words("settings.backups.download"))</a></p>
          <h3>\(words("settings.backups.restoreTitle"))</h3>
          <form class="backup-upload" method="post" action="/settings/restore" enctype="multipart/form-data" data-loading>
            \(.csrfField(csrf))
            <label for="backup-file">\(words("settings.backups.file")) (<code>.sqlite</code>)</label>
            <input id="backup-file" name="backup" type="file" accept=".sqlite,application/vnd.sqlite3" required>
            <label class="check" for="restore-confirm"><input type="checkbox" id="restore-confirm" name="confirm" value="yes" required> <span>\(words("settings.backups.confirm"))</span></label>
            <p class="actions when-idle"><button type="submit" class="danger">\(words("settings.backups.restore"))</button></p>
            <p class="loading" role="status"><span class="spinner" aria-hidden="true"></span> \(words("settings.backups.restoring"))</p>
          </form>
        </section>
        """
    }

    private func keyForms(csrf: String, words: Wording) -> HTML {
        """
        <form method="post" action="/settings/key">
          \(.csrfField(csrf))
          <label for="api-key">\(words(hasKey ? "settings.key.replace" : "settings.key.paste"))</label>
          <div class="row">
            <input class="grow" id="api-key" name="apiKey" type="password" autocomplete="off" spellcheck="false" maxlength="1024" required placeholder="sk-…">
            <button type="submit">\(words("settings.key.save"))</button>
          </div>
          <p class="muted small">\(words("settings.key.keptPrivately"))</p>
        </form>
        \(if: hasKey, """
        <form method="post" action="/settings/key/delete" class="actions">
          \(.csrfField(csrf))
          <button type="submit" class="danger small">\(words("settings.key.delete"))</button>
        </form>
        """)
        """
    }

    private func preset(_ preset: Preset, csrf: String, words: Wording) -> HTML {
        """
        <li>
          <span class="grow"><span class="item-name">\(preset.title)</span> \(if: preset.current, #"<span class="pill">\#(words("settings.presets.inUse"))</span>"#)<br><span class="muted small">\(preset.baseURL) · \(preset.model)</span><br><span class="muted small">\(preset.hint)</span></span>
          <form method="post" action="/settings/preset">
            \(.csrfField(csrf))
            <input type="hidden" name="preset" value="\(preset.id)">
            <button type="submit" class="quiet small"\(if: preset.current, " disabled")>\(words("settings.presets.use"))</button>
          </form>
        </li>
        """
    }
}
