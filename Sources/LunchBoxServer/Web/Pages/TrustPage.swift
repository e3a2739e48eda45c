import LunchBoxCore

/// How to make a phone trust this server's https: the household authority's certificate
/// to download, and the steps for iPhone and Android (README "HTTPS for the household").
/// Sentences around a link or a command are phrases either side of it (`…before`,
/// `…after`), so the markup stays out of the catalog.
struct TrustPage: Page {
    enum Guide: String, Sendable, CaseIterable {
        case overview, iphone, android
    }

    let guide: Guide
    /// False for a certificate the person brought (`--tls-cert`) or plain http.
    let offersAuthority: Bool
    let isHTTPS: Bool
    /// Where a phone opens this server; nil where none are shown (a visitor, a guide).
    let addresses: HouseholdAddresses?
    /// The first address is drawn as a QR code (`/trust/address.svg`).
    let drawsCode: Bool

    func title(_ words: Wording) -> String { words("trust.title.\(guide.rawValue)") }

    var section: PageChrome.Section { .settings }

    func content(csrf: String, words: Wording) -> HTML {
        """
        <section class="card narrow trust">
          <h1>\(title(words))</h1>
          \(html: addresses.map { openOnPhone($0, words) })
          \(body(words))
          \(if: guide != .overview, #"<p><a class="button quiet" href="/trust">\#(words("trust.allDevices"))</a></p>"#)
        </section>
        """
    }

    /// The address as a QR code for the phone's camera, and as links to type or share.
    private func openOnPhone(_ addresses: HouseholdAddresses, _ words: Wording) -> HTML {
        guard addresses.listensOnNetwork else {
            return """
                <p class="banner" id="phone-address">\(words("trust.localOnly.before")) <code>lunchbox serve --host 0.0.0.0 --https</code> \(words("trust.localOnly.passphrase")) (<code>--passphrase-file FILE</code>) \(words("trust.localOnly.after"))</p>
                """
        }
        guard let first = addresses.urls.first else {
            return #"<p class="banner" id="phone-address">\#(words("trust.noAddress"))</p>"#
        }
        let others = addresses.urls.dropFirst().map { url -> HTML in #"<a href="\#(url)">\#(url)</a>"# }
        return """
            <section class="phone-address" id="phone-address" aria-labelledby="phone-address-title">
              <h2 id="phone-address-title">\(words("trust.openOnPhone"))</h2>
              \(if: drawsCode, """
              <img class="qr-code" src="/trust/address.svg" width="200" height="200" alt="\(words("trust.qrCode", first))">
              """)
              <p>\(words(drawsCode ? "trust.pointCamera" : "trust.onThePhone")) <a href="\(first)" id="phone-link">\(first)</a>\(if: addresses.urls.count > 1, " (\(words("trust.otherNetwork")) \(others))").</p>
              \(if: isHTTPS, "<p class=\"muted small\">\(words("trust.warnsOnce"))</p>")
            </section>
            """
    }

    private func body(_ words: Wording) -> HTML {
        guard offersAuthority else {
            return isHTTPS
                ? "<p>\(words("trust.ownCertificate"))</p>"
                : "<p>\(words("trust.plainHTTP.before")) <code>lunchbox serve --https</code> \(words("trust.plainHTTP.after"))</p>"
        }
        let download: HTML = #"<a href="/household-ca.crt">\#(words("trust.download"))</a>"#
        switch guide {
        case .overview:
            return """
                <p>\(words("trust.overview.authority"))</p>
                <p><a class="button wide" href="/household-ca.crt" download="lunchbox-household-ca.crt" id="download-authority">\(words("trust.download"))</a></p>
                <p class="muted small">\(words("trust.overview.onlyCertificate"))</p>
                <ul class="list">
                  <li><a href="/trust/iphone" id="guide-iphone">\(words("trust.overview.iphone"))</a></li>
                  <li><a href="/trust/android" id="guide-android">\(words("trust.overview.android"))</a></li>
                </ul>
                """
        case .iphone:
            return """
                <ol class="steps">
                  <li>\(words("trust.iphone.safari"))</li>
                  <li>\(words("trust.tap")) \(download)\(words("trust.iphone.allow"))</li>
                  <li>\(words("trust.iphone.install"))</li>
                  <li>\(words("trust.iphone.trust"))</li>
                  <li>\(words("trust.iphone.homeScreen"))</li>
                </ol>
                """
        case .android:
            return """
                <ol class="steps">
                  <li>\(words("trust.tap")) \(download)\(words("trust.android.saved"))</li>
                  <li>\(words("trust.android.settings"))</li>
                  <li>\(words("trust.android.install"))</li>
                  <li>\(words("trust.android.homeScreen"))</li>
                </ol>
                """
        }
    }
}
