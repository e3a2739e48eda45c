import Foundation
import Hummingbird

/// What makes the web app installable and usable offline, at the addresses browsers look
/// for them: the manifest, the service worker (at the root, so its scope is the whole
/// app) and the apple-touch-icon iOS asks for at the root.
struct AppShellController {
    private struct File: Sendable {
        let bytes: [UInt8]
        let headers: HTTPFields
    }

    func addRoutes(to router: Router<AppRequestContext>) {
        let worker = Self.file(
            "sw.js",
            headers: [
                .contentType: "text/javascript; charset=utf-8",
                // Always checked with the server, so a new version reaches phones at once.
                .cacheControl: "no-cache", HTTPFields.Element.Name("Service-Worker-Allowed")!: "/",
            ])
        let manifest = Self.file("manifest.webmanifest", headers: [.contentType: "application/manifest+json", .cacheControl: "max-age=3600"])
        let touchIcon = Self.file("apple-touch-icon.png", headers: [.contentType: "image/png", .cacheControl: "max-age=86400"])
        for (path, file) in [("/sw.js", worker), ("/manifest.webmanifest", manifest), ("/apple-touch-icon.png", touchIcon)] {
            router.get(RouterPath(path)) { _, _ -> Response in
                Response(status: .ok, headers: file.headers, body: .init(byteBuffer: ByteBuffer(bytes: file.bytes)))
            }
        }
    }

    /// A file from the bundled `Public` folder, read once at start.
    private static func file(_ name: String, headers: HTTPFields) -> File {
        let folder = Bundle.module.url(forResource: "Public", withExtension: nil)
        let data = folder.flatMap { FileManager.default.contents(atPath: $0.appendingPathComponent(name).path) } ?? Data()
        return File(bytes: [UInt8](data), headers: headers)
    }
}
