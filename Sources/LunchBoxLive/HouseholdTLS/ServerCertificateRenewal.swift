import Foundation

/// What the household authority last issued for this server, kept beside the certificate
/// (`server.json`) so deciding whether to renew needs no certificate parsing.
public struct IssuedServerCertificate: Codable, Equatable, Sendable {
    public let names: CertificateNames
    public let notAfter: Date

    public init(names: CertificateNames, notAfter: Date) {
        self.names = names
        self.notAfter = notAfter
    }
}

/// When to issue a new server certificate: none yet, the machine answers to a name or
/// address the certificate lacks (a new Wi-Fi address), or it ends within a month.
public enum ServerCertificateRenewal: Equatable, Sendable {
    case keep
    case issue(Reason)

    public enum Reason: Equatable, Sendable {
        case missing
        case newNames
        case nearExpiry
    }

    /// Server certificates last 397 days: Apple devices refuse longer ones.
    public static let lifetime: TimeInterval = 397 * 24 * 3600
    /// Renewed this long before the end, so a server left running is not caught out.
    public static let renewBefore: TimeInterval = 30 * 24 * 3600

    public static func decide(issued: IssuedServerCertificate?, wanted: CertificateNames, now: Date) -> ServerCertificateRenewal {
        guard let issued else { return .issue(.missing) }
        if !issued.names.covers(wanted) { return .issue(.newNames) }
        if issued.notAfter.timeIntervalSince(now) < renewBefore { return .issue(.nearExpiry) }
        return .keep
    }
}
