import LunchBoxCore

/// Settings: the diets in a line, the AI key (never sent back to the page), the service's
/// base URL and model, presets, scanning, and the privacy notice.
struct SettingsPage: UntranslatedPage {
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
    /// When the last backup was made ("Nov 28, 2026, 03:00", "none yet") and how many are
    /// kept; nil when this server keeps no backups (a test's).
    let backups: (last: String, kept: BackupRetention)?
    /// The privacy notice in the reader's language: its title, then its paragraphs.
    let privacy: (title: String, paragraphs: [String])
    /// Whether the page offers Move your household (export and import).
    let moving: Bool

    var title: String { "Settings" }
    var section: PageChrome.Section { .settings }

    func content(csrf: String) -> HTML {
        """
        <h1>Settings</h1>
        <section class="card">
          <h2><span aria-hidden="true">🥗</span> Dietary preferences</h2>
          <p id="active-diets">\(html: diets.map { "Ideas are <strong>\($0)</strong>." })\(if: diets == nil, "None chosen: ideas may use anything.")
            AI ideas that break a chosen diet are held back.</p>
          <p><a class="button quiet" href="/preferences">\(diets == nil ? "Choose" : "Change") dietary preferences</a></p>
        </section>

        <section class="card" id="key">
          <h2><span aria-hidden="true">🔑</span> AI service key</h2>
          <p id="key-status">\(keyStatus)</p>
          \(html: keyError.map { #"<p class="alert" role="alert">\#($0)</p>"# })
          \(if: !keyFromEnvironment, keyForms(csrf: csrf))
        </section>

        <section class="card" id="service">
          <h2><span aria-hidden="true">🌐</span> AI service</h2>
          \(html: endpointError.map { #"<p class="alert" role="alert">\#($0)</p>"# })
          <form method="post" action="/settings/endpoint">
            \(.csrfField(csrf))
            <label for="base-url">Base URL <span class="muted small">(OpenAI-compatible; https, or http on this computer)</span></label>
            <input id="base-url" name="baseURL" type="url" required maxlength="500" value="\(baseURL)" spellcheck="false">
            <label for="model">Model</label>
            <input id="model" name="model" type="text" required maxlength="200" value="\(model)" spellcheck="false">
            <p class="actions"><button type="submit">Save service</button></p>
          </form>
          <h3>Presets</h3>
          <ul class="list">
            \(presets.map { preset($0, csrf: csrf) })
          </ul>
        </section>

        \(scanning.html(csrf: csrf))

        \(html: backups.map { Self.backups(last: $0.last, kept: $0.kept, csrf: csrf) })

        \(if: moving, HouseholdDocumentController.card(csrf: csrf))

        <section class="card" id="privacy">
          <h2><span aria-hidden="true">🔒</span> \(privacy.title)</h2>
          \(privacy.paragraphs.map { "<p>\($0)</p>" as HTML })
        </section>
        """
    }

    private static func backups(last lastBackup: String, kept: BackupRetention, csrf: String) -> HTML {
        """
        <section class="card" id="backups">
          <h2><span aria-hidden="true">💾</span> Backups</h2>
          <p>The server keeps a backup of the household's kitchen, favorites, meals, plans, members and play every night (\(kept.daily) daily and \(kept.weekly) weekly), in <code>backups/</code> beside its database. Last backup: <strong>\(lastBackup)</strong>.</p>
          <p>The AI key is never in a backup.</p>
          <p class="actions"><a class="button quiet" href="/settings/backup" download>Download a backup</a></p>
          <h3>Restore a backup</h3>
          <form class="backup-upload" method="post" action="/settings/restore" enctype="multipart/form-data" data-loading>
            \(.csrfField(csrf))
            <label for="backup-file">A backup LunchBox made (<code>.sqlite</code>)</label>
            <input id="backup-file" name="backup" type="file" accept=".sqlite,application/vnd.sqlite3" required>
            <label class="check" for="restore-confirm"><input type="checkbox" id="restore-confirm" name="confirm" value="yes" required> <span>Replace the household's kitchen, favorites, meals, plans, members and play with this backup (today's are kept on the server first)</span></label>
            <p class="actions when-idle"><button type="submit" class="danger">Restore this backup</button></p>
            <p class="loading" role="status"><span class="spinner" aria-hidden="true"></span> Restoring…</p>
          </form>
        </section>
        """
    }

    private func keyForms(csrf: String) -> HTML {
        """
        <form method="post" action="/settings/key">
          \(.csrfField(csrf))
          <label for="api-key">\(hasKey ? "Replace the key" : "Paste your API key")</label>
          <div class="row">
            <input class="grow" id="api-key" name="apiKey" type="password" autocomplete="off" spellcheck="false" maxlength="1024" required placeholder="sk-…">
            <button type="submit">Save key</button>
          </div>
          <p class="muted small">The key is kept in a private file on the computer running LunchBox, never in the database, and is never shown again.</p>
        </form>
        \(if: hasKey, """
        <form method="post" action="/settings/key/delete" class="actions">
          \(.csrfField(csrf))
          <button type="submit" class="danger small">Delete the key</button>
        </form>
        """)
        """
    }

    private func preset(_ preset: Preset, csrf: String) -> HTML {
        """
        <li>
          <span class="grow"><span class="item-name">\(preset.title)</span> \(if: preset.current, #"<span class="pill">in use</span>"#)<br><span class="muted small">\(preset.baseURL) · \(preset.model)</span><br><span class="muted small">\(preset.hint)</span></span>
          <form method="post" action="/settings/preset">
            \(.csrfField(csrf))
            <input type="hidden" name="preset" value="\(preset.id)">
            <button type="submit" class="quiet small"\(if: preset.current, " disabled")>Use</button>
          </form>
        </li>
        """
    }
}
