import Foundation

/// Where the scanning tools from Debian live, if they are installed.
struct ScanTools: Sendable {
    let tesseract: URL?
    let zbarimg: URL?
    let vipsthumbnail: URL?
    let vipsheader: URL?

    /// Looks in the folders on `PATH` (and /usr/bin) for each tool.
    static func locate(environment: [String: String]) -> ScanTools {
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin"]
        func find(_ name: String) -> URL? {
            folders.lazy.map { URL(fileURLWithPath: $0).appendingPathComponent(name) }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
        }
        return ScanTools(
            tesseract: find("tesseract"), zbarimg: find("zbarimg"), vipsthumbnail: find("vipsthumbnail"),
            vipsheader: find("vipsheader"))
    }
}
