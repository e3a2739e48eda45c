import Foundation

/// The photo formats LunchBox accepts, recognised by their first bytes (never by the
/// file name or the declared content type, which anyone can set).
public enum ImageFormat: String, Sendable, CaseIterable {
    case jpeg, png, gif, webp, heic

    public init?(detecting data: Data) {
        let bytes = [UInt8](data.prefix(16))
        func starts(with signature: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + signature.count && Array(bytes[offset..<offset + signature.count]) == signature
        }
        if starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if starts(with: Array("GIF87a".utf8)) || starts(with: Array("GIF89a".utf8)) {
            self = .gif
        } else if starts(with: Array("RIFF".utf8)) && starts(with: Array("WEBP".utf8), at: 8) {
            self = .webp
        } else if starts(with: Array("ftyp".utf8), at: 4),
            ["heic", "heix", "hevc", "mif1", "msf1", "avif"].contains(where: { starts(with: Array($0.utf8), at: 8) })
        {
            self = .heic
        } else {
            return nil
        }
    }

    /// The usual file name extension, which tools read to pick a decoder.
    public var fileExtension: String {
        self == .jpeg ? "jpg" : rawValue
    }

    /// "JPEG", "PNG", …
    public var title: String {
        rawValue.uppercased()
    }
}
