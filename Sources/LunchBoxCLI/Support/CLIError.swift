import Foundation

/// A problem the person running a command can fix; printed as "Error: …" with exit 1.
public struct CLIError: Error, LocalizedError, Equatable {
    public let message: String
    public let hint: String?

    public init(_ message: String, hint: String? = nil) {
        self.message = message
        self.hint = hint
    }

    public var errorDescription: String? { message }
}
