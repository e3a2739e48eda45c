import Foundation
import Hummingbird

/// The household authority's certificate (only the certificate, never a key) and the
/// pages that say how to install it on a phone.
struct TrustController {
    /// Open without the passphrase: a phone needs the certificate (public by nature)
    /// and the steps before it can log in without a warning.
    static let openPaths: Set<String> = ["/trust", "/trust/iphone", "/trust/android", "/household-ca.crt"]

    let pages: Pages
    let tls: ServerTLSFiles?

    func addRoutes(to router: Router<AppRequestContext>) {
        let offersAuthority = tls?.authorityCertificate != nil
        router.get("/trust") { request, context in
            try pages.render(TrustPage(guide: .overview, offersAuthority: offersAuthority, isHTTPS: tls != nil), request: request, context: context)
        }
        for guide in [TrustPage.Guide.iphone, .android] {
            router.get(RouterPath("/trust/\(guide.rawValue)")) { request, context in
                try pages.render(TrustPage(guide: guide, offersAuthority: offersAuthority, isHTTPS: tls != nil), request: request, context: context)
            }
        }
        router.get("/household-ca.crt") { _, _ -> Response in
            guard let path = tls?.authorityCertificate, let pem = Self.certificateOnly(path) else {
                throw HTTPError(.notFound, message: "This server has no household certificate to offer (it was not started with --https).")
            }
            // application/x-x509-ca-cert is what makes iOS offer to install a profile and
            // Android recognise a CA certificate.
            return Response(
                status: .ok,
                headers: [
                    .contentType: "application/x-x509-ca-cert", .contentDisposition: #"attachment; filename="lunchbox-household-ca.crt""#,
                    .cacheControl: "no-cache",
                ],
                body: .init(byteBuffer: ByteBuffer(bytes: pem)))
        }
    }

    /// The file's certificate blocks, and nothing if it holds anything else: a key put in
    /// the wrong file must never be handed out.
    static func certificateOnly(_ path: String) -> [UInt8]? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        guard text.contains("-----BEGIN CERTIFICATE-----"), !text.contains("PRIVATE KEY") else { return nil }
        return Array(data)
    }
}
