/// Removes a secret from text before it is stored in an error, logged or shown.
///
/// Servers sometimes echo the request (key included) in error bodies; everything that
/// comes back from the network passes through here first.
public struct SecretRedactor: Sendable {
    public static let placeholder = "[redacted]"

    private let secrets: [String]

    public init(secrets: [String]) {
        // Longest first, so a secret containing another is removed whole.
        self.secrets = secrets.filter { $0.count >= 4 }.sorted { $0.count > $1.count }
    }

    public func redact(_ text: String) -> String {
        secrets.reduce(text) { partial, secret in
            partial.replacingOccurrences(of: secret, with: Self.placeholder)
        }
    }
}
