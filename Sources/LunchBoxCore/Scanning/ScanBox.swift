/// Where in the picture something was seen, as fractions of the picture's width and
/// height (0 to 1 from the top left), so a face can draw it over any size of preview.
public struct ScanBox: Codable, Equatable, Hashable, Sendable {
    public let x: Double
    public let y: Double
    public let width: Double
    public let height: Double

    /// Clamped into the picture; nil when nothing of it is left.
    public init?(x: Double, y: Double, width: Double, height: Double) {
        guard [x, y, width, height].allSatisfy(\.isFinite) else { return nil }
        let left = min(max(x, 0), 1)
        let top = min(max(y, 0), 1)
        let right = min(max(x + width, 0), 1)
        let bottom = min(max(y + height, 0), 1)
        guard right > left, bottom > top else { return nil }
        self.x = left
        self.y = top
        self.width = right - left
        self.height = bottom - top
    }

    /// A box in pixels of an image `imageWidth` by `imageHeight`.
    public init?(pixelsX x: Int, y: Int, width: Int, height: Int, imageWidth: Int, imageHeight: Int) {
        guard imageWidth > 0, imageHeight > 0 else { return nil }
        self.init(
            x: Double(x) / Double(imageWidth), y: Double(y) / Double(imageHeight),
            width: Double(width) / Double(imageWidth), height: Double(height) / Double(imageHeight))
    }

    /// The smallest box holding both.
    public func union(_ other: ScanBox) -> ScanBox {
        let left = min(x, other.x)
        let top = min(y, other.y)
        let right = max(x + width, other.x + other.width)
        let bottom = max(y + height, other.y + other.height)
        return ScanBox(x: left, y: top, width: right - left, height: bottom - top) ?? self
    }
}
