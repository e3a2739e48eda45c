import Foundation
import LunchBoxCore

/// Draws share cards as PNG with librsvg's `rsvg-convert` (Debian: librsvg2-bin), the
/// SVG renderer GNOME maintains: the SVG goes to a file in a private scratch folder, the
/// tool runs without a shell, one thread and a time limit, and the folder is removed.
public struct RsvgCardRasterizer: CardRasterizer {
    /// A card takes ~0.1-0.3 s; this only stops a stuck tool.
    static let timeout: TimeInterval = 20
    private let executable: URL

    init(executable: URL) {
        self.executable = executable
    }

    /// The rasterizer when `rsvg-convert` is installed on `PATH` (or /usr/bin), else one
    /// that says PNG cards are unavailable.
    public static func locate(environment: [String: String]) -> any CardRasterizer {
        guard let tool = ScanTools.find("rsvg-convert", environment: environment) else { return UnavailableCardRasterizer() }
        return RsvgCardRasterizer(executable: tool)
    }

    public func png(fromSVG svg: String, width: Int, height: Int) async throws -> Data {
        try await ScratchFolder.with(prefix: "lunchbox-card") { folder in
            let input = folder.appendingPathComponent("card.svg")
            let output = folder.appendingPathComponent("card.png")
            try Data(svg.utf8).write(to: input)
            let result: CommandResult
            do {
                result = try await CommandRunner().run(
                    executable, ["--format", "png", "--width", String(width), "--height", String(height), "--output", output.path, input.path], in: folder,
                    timeout: Self.timeout)
            } catch let error as CommandError {
                throw ShareCardError.renderFailed("\(error)")
            }
            guard result.status == 0, let png = try? Data(contentsOf: output), !png.isEmpty else {
                throw ShareCardError.renderFailed("rsvg-convert exited \(result.status): \(result.errorText)")
            }
            return png
        }
    }
}
