import Foundation
import Hummingbird
import LunchBoxCore

/// The household authority's certificate (only the certificate, never a key) and the
/// pages that say how to install it on a phone.
struct TrustController {
    let pages: Pages
    let configuration: ServerConfiguration
    let network: HouseholdNetwork
    private var tls: ServerTLSFiles? { configuration.tls }

    func addRoutes(to router: Router<AppRequestContext>) {
        let offersAuthority = tls?.authorityCertificate != nil
        router.get("/trust") { request, context in
            // Where to open LunchBox on a phone, for someone signed in (on the computer):
            // a visitor is already on the phone and is shown no addresses.
            let addresses = context.isSignedIn ? addresses(for: request) : nil
            let page = TrustPage(
                guide: .overview, offersAuthority: offersAuthority, isHTTPS: tls != nil, addresses: addresses, drawsCode: network.qrCodes != nil)
            return try pages.render(page, request: request, context: context)
        }
        // The first address as a QR code; behind the passphrase like the addresses.
        router.get("/trust/address.svg") { request, _ -> Response in
            guard let qrCodes = network.qrCodes, let url = addresses(for: request).urls.first else {
                throw HTTPFault(.notFound, Fault(title: "fault3.title.notFound", message: "fault3.web.noPhoneAddress"))
            }
            let svg = try await qrCodes.svg(for: url)
            return Response(
                status: .ok, headers: [.contentType: "image/svg+xml", .cacheControl: "no-cache"], body: .init(byteBuffer: ByteBuffer(string: svg)))
        }
        for guide in [TrustPage.Guide.iphone, .android] {
            router.get(RouterPath("/trust/\(guide.rawValue)")) { request, context in
                try pages.render(
                    TrustPage(guide: guide, offersAuthority: offersAuthority, isHTTPS: tls != nil, addresses: nil, drawsCode: false), request: request,
                    context: context)
            }
        }
        router.get("/household-ca.crt") { _, _ -> Response in
            guard let path = tls?.authorityCertificate, let pem = Self.certificateOnly(path) else {
                throw HTTPFault(.notFound, Fault(title: "fault3.title.notFound", message: "fault3.web.noCertificate"))
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

    private func addresses(for request: Request) -> HouseholdAddresses {
        HouseholdAddresses(
            scheme: configuration.scheme, listenHost: configuration.host, requestHost: request.head.authority, port: configuration.port,
            networkAddresses: network.addresses())
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
