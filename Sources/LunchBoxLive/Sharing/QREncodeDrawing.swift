import Foundation
import LunchBoxCore

/// Draws QR codes with `qrencode` (Debian: qrencode, the libqrencode tool), without a
/// shell: the text is one argument, the SVG comes back on standard output. Medium error
/// correction and a two-module margin (the page draws its own white around it).
public struct QREncodeDrawing: QRCodeDrawing {
    /// Drawing takes milliseconds; this only stops a stuck tool.
    static let timeout: TimeInterval = 10
    static let maximumTextLength = 256
    private let executable: URL

    init(executable: URL) {
        self.executable = executable
    }

    /// The drawer when `qrencode` is installed on `PATH` (or /usr/bin), else nil: the
    /// page then shows the address as a link only.
    public static func locate(environment: [String: String]) -> QREncodeDrawing? {
        ScanTools.find("qrencode", environment: environment).map(QREncodeDrawing.init)
    }

    public func svg(for text: String) async throws -> String {
        guard text.utf8.count <= Self.maximumTextLength else { throw QRCodeError.textTooLong(text.utf8.count) }
        return try await ScratchFolder.with(prefix: "lunchbox-qr") { folder in
            let result: CommandResult
            do {
                result = try await CommandRunner().run(
                    executable, ["--type", "SVG", "--svg-path", "--level", "M", "--margin", "2", "--output", "-", "--", text], in: folder, timeout: Self.timeout)
            } catch let error as CommandError {
                throw QRCodeError.drawingFailed("\(error)")
            }
            let svg = String(decoding: result.output, as: UTF8.self)
            guard result.status == 0, svg.contains("<svg") else {
                throw QRCodeError.drawingFailed("qrencode exited \(result.status): \(result.errorText)")
            }
            return svg
        }
    }
}
