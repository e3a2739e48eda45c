/// How to make a phone trust this server's https: the household authority's certificate
/// to download, and the steps for iPhone and Android (README "HTTPS for the household").
struct TrustPage: UntranslatedPage {
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

    var title: String {
        switch guide {
        case .overview: "Trust this server"
        case .iphone: "Trust on iPhone"
        case .android: "Trust on Android"
        }
    }

    var section: PageChrome.Section { .settings }

    func content(csrf: String) -> HTML {
        """
        <section class="card narrow trust">
          <h1>\(title)</h1>
          \(html: addresses.map(openOnPhone))
          \(body)
          \(if: guide != .overview, #"<p><a class="button quiet" href="/trust">All devices</a></p>"#)
        </section>
        """
    }

    /// The address as a QR code for the phone's camera, and as links to type or share.
    private func openOnPhone(_ addresses: HouseholdAddresses) -> HTML {
        guard addresses.listensOnNetwork else {
            return """
                <p class="banner" id="phone-address">This server listens on this computer only, so phones cannot reach it. Start it with <code>lunchbox serve --host 0.0.0.0 --https</code> and a passphrase (<code>--passphrase-file FILE</code>) to use it from the household's phones.</p>
                """
        }
        guard let first = addresses.urls.first else {
            return #"<p class="banner" id="phone-address">This computer has no network address right now: connect it to the home network and reload this page.</p>"#
        }
        return """
            <section class="phone-address" id="phone-address" aria-labelledby="phone-address-title">
              <h2 id="phone-address-title">Open on a phone</h2>
              \(if: drawsCode, """
              <img class="qr-code" src="/trust/address.svg" width="200" height="200" alt="QR code that opens \(first)">
              """)
              <p>\(if: drawsCode, "Point the phone's camera at the code, or open ", else: "On the phone, open ")<a href="\(first)" id="phone-link">\(first)</a>\(if: addresses.urls.count > 1, " (on another network: ")\(addresses.urls.dropFirst().map { url -> HTML in #"<a href="\#(url)">\#(url)</a>"# })\(if: addresses.urls.count > 1, ")").</p>
              \(if: isHTTPS, "<p class=\"muted small\">Until the phone trusts the household certificate below, it warns about the address once: continue past the warning, then install the certificate.</p>")
            </section>
            """
    }

    private var body: HTML {
        guard offersAuthority else {
            return isHTTPS
                ? "<p>This server uses a certificate you gave it (--tls-cert). Phones trust it if they trust whoever issued it; there is nothing of LunchBox's to install.</p>"
                : "<p>This server speaks plain http. Start it with <code>lunchbox serve --https</code> to get https for the household: the camera, installing the app and offline use need it on phones.</p>"
        }
        switch guide {
        case .overview:
            return """
                <p>LunchBox made its own certificate authority for your household, on this computer. Install its certificate once on each phone, and the phone trusts this server's https: the camera, installing the app and offline use work.</p>
                <p><a class="button wide" href="/household-ca.crt" download="lunchbox-household-ca.crt" id="download-authority">Download the household certificate</a></p>
                <p class="muted small">It is only a certificate: its private key never leaves this computer. Remove it from a phone to stop trusting this server.</p>
                <ul class="list">
                  <li><a href="/trust/iphone" id="guide-iphone">iPhone and iPad: step by step</a></li>
                  <li><a href="/trust/android" id="guide-android">Android: step by step</a></li>
                </ul>
                """
        case .iphone:
            return """
                <ol class="steps">
                  <li>Open this page in <strong>Safari</strong> on the iPhone (other browsers cannot install profiles).</li>
                  <li>Tap <a href="/household-ca.crt">Download the household certificate</a>, then <strong>Allow</strong>. Safari says "Profile Downloaded".</li>
                  <li>Open <strong>Settings</strong>: tap <strong>Profile Downloaded</strong> near the top (or General → VPN &amp; Device Management), then <strong>Install</strong>, enter the phone's passcode and tap <strong>Install</strong> again.</li>
                  <li>Go to Settings → General → About → <strong>Certificate Trust Settings</strong> and switch on <strong>LunchBox household authority</strong>. Without this step Safari still warns.</li>
                  <li>Open LunchBox again at its https address. To install it, tap Share → <strong>Add to Home Screen</strong>.</li>
                </ol>
                """
        case .android:
            return """
                <ol class="steps">
                  <li>Tap <a href="/household-ca.crt">Download the household certificate</a>; it is saved to Downloads as lunchbox-household-ca.crt.</li>
                  <li>Open <strong>Settings</strong> → Security and privacy → More security settings → Encryption &amp; credentials → <strong>Install a certificate</strong> → <strong>CA certificate</strong> (search Settings for "CA certificate" if the names differ).</li>
                  <li>Tap <strong>Install anyway</strong>, confirm with the screen lock, and pick lunchbox-household-ca.crt from Downloads.</li>
                  <li>Open LunchBox again at its https address in Chrome. To install it, open the menu (⋮) → <strong>Install app</strong> (or Add to Home screen).</li>
                </ol>
                """
        }
    }
}
