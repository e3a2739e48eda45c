import Hummingbird

/// Where a state-changing request comes from, by the headers browsers add to it.
///
/// Browsers send `Origin` on every POST, PUT and DELETE (and `Sec-Fetch-Site` where
/// they know it); a page of another site, or of another port of this host, can make a
/// browser send a form or a simple `fetch` here with the household's cookies, and
/// these headers are how it shows. A request with neither header is not from a browser.
enum RequestOrigin {
    private static let fetchSite = HTTPFields.Element.Name("Sec-Fetch-Site")!

    /// Throws 403 unless the request comes from this server's own pages, from the person
    /// (`Sec-Fetch-Site: none`: a bookmark, the address bar), or from no browser at all.
    /// `Sec-Fetch-Site` decides where the browser sends it (it knows best; a form may
    /// carry `Origin: null` under some referrer policies); `Origin` where it does not
    /// (Safari before 16.4).
    static func check(_ request: Request) throws {
        if let site = request.headers[fetchSite]?.lowercased() {
            guard site == "same-origin" || site == "none" else { throw HTTPFault.forbidden("fault3.web.otherSite") }
        } else if let origin = request.headers[.origin], !isSameOrigin(origin, authority: request.head.authority ?? "") {
            throw HTTPFault.forbidden("fault3.web.otherSite")
        }
    }

    /// `http://host:port` names the host and port the request was sent to. The scheme is
    /// not compared (a proxy may add TLS in front); a default port may be left out on
    /// either side. `null` (a sandboxed or file page) is never this server.
    static func isSameOrigin(_ origin: String, authority: String) -> Bool {
        let lowered = origin.lowercased()
        let scheme: String
        if lowered.hasPrefix("http://") {
            scheme = "http"
        } else if lowered.hasPrefix("https://") {
            scheme = "https"
        } else {
            return false
        }
        let host = lowered.dropFirst(scheme.count + 3)
        guard !host.isEmpty, !host.contains("/") else { return false }
        return withoutDefaultPort(String(host), scheme: scheme) == withoutDefaultPort(authority.lowercased(), scheme: scheme)
    }

    private static func withoutDefaultPort(_ authority: String, scheme: String) -> String {
        let port = scheme == "https" ? ":443" : ":80"
        return authority.hasSuffix(port) ? String(authority.dropLast(port.count)) : authority
    }
}
