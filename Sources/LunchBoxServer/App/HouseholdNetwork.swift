import LunchBoxCore

/// What /trust needs to tell a phone where this server is: this computer's addresses on
/// its networks, and how to draw one as a QR code (nil: links only).
public struct HouseholdNetwork: Sendable {
    public var addresses: @Sendable () -> [String]
    public var qrCodes: (any QRCodeDrawing)?

    public init(addresses: @escaping @Sendable () -> [String] = { [] }, qrCodes: (any QRCodeDrawing)? = nil) {
        self.addresses = addresses
        self.qrCodes = qrCodes
    }
}
