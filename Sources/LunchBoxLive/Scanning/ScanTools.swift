import Foundation

/// Where the scanning tools from Debian live, if they are installed.
struct ScanTools: Sendable {
    let zbarimg: URL?
    let vipsthumbnail: URL?
    let vipsheader: URL?

    /// Looks in the folders on `PATH` (and /usr/bin) for each tool.
    static func locate(environment: [String: String]) -> ScanTools {
        func find(_ name: String) -> URL? { Self.find(name, environment: environment) }
        return ScanTools(
            zbarimg: find("zbarimg"), vipsthumbnail: find("vipsthumbnail"), vipsheader: find("vipsheader"))
    }

    /// The executable `name` in a folder on `PATH` (or /usr/bin, /usr/local/bin).
    static func find(_ name: String, environment: [String: String]) -> URL? {
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin"]
        return folders.lazy.map { URL(fileURLWithPath: $0).appendingPathComponent(name) }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
