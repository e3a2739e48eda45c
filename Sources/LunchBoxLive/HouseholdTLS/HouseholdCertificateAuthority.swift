import Crypto
import Foundation
import SwiftASN1
import X509

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The household's own certificate authority, so phones on the home network get https
/// (camera, service worker, share sheet) with no outside service. Made once with
/// swift-certificates and swift-crypto (P-256, ECDSA with SHA-256) in
/// `<data directory>/tls/`, never with crypto of our own; from it, a server
/// certificate for this machine's names, issued again when `ServerCertificateRenewal`
/// says so. Private keys are 0600 and never leave the folder; only the authority's
/// certificate is offered to phones.
public struct HouseholdCertificateAuthority: Sendable {
    /// The files `serve --https` hands to the TLS server.
    public struct ServerFiles: Equatable, Sendable {
        public let certificate: URL
        public let privateKey: URL
        public let authorityCertificate: URL
        /// Why a new certificate was issued at this start, or nil when the last one held.
        public let issued: ServerCertificateRenewal.Reason?
        /// False for an authority made before name constraints: it can vouch for any
        /// name, so `serve` says how to replace it.
        public let isNameConstrained: Bool
        /// The names the server certificate carries (those inside the constraints).
        public let names: CertificateNames
    }

    /// How long the authority vouches: ten years, as phones keep it installed.
    static let authorityLifetime: TimeInterval = 3_650 * 86_400
    /// Certificates are valid from an hour before they are made: a phone whose clock is a
    /// little behind this computer's would otherwise refuse a certificate not yet valid.
    static let clockSkew: TimeInterval = 3_600

    public let folder: URL
    private let clock: @Sendable () -> Date

    public init(folder: URL, clock: @escaping @Sendable () -> Date = { Date() }) {
        self.folder = folder
        self.clock = clock
    }

    public var authorityCertificate: URL { folder.appendingPathComponent("household-ca.crt") }
    var authorityKey: URL { folder.appendingPathComponent("household-ca.key") }
    var serverCertificate: URL { folder.appendingPathComponent("server.crt") }
    var serverKey: URL { folder.appendingPathComponent("server.key") }
    var serverRecord: URL { folder.appendingPathComponent("server.json") }

    /// Makes the authority if there is none, issues a server certificate for `names` if
    /// the one on disk does not fit, and returns the files to serve with.
    public func prepare(names: CertificateNames) throws -> ServerFiles {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let fm = FileManager.default
        if !fm.fileExists(atPath: authorityKey.path) || !fm.fileExists(atPath: authorityCertificate.path) {
            try makeAuthority()
        }
        try Self.refuseReadableByOthers(authorityKey)
        // Only names the authority may vouch for: one outside its constraints would make
        // phones refuse the whole certificate.
        let authority = try authority()
        let constraints = try HouseholdNameConstraints(authority.certificate.extensions.nameConstraints)
        let names = constraints?.filter(names) ?? names
        let issued = try? JSONDecoder().decode(IssuedServerCertificate.self, from: Data(contentsOf: serverRecord))
        let present = fm.fileExists(atPath: serverKey.path) && fm.fileExists(atPath: serverCertificate.path)
        let decision = ServerCertificateRenewal.decide(issued: present ? issued : nil, wanted: names, now: clock())
        var reason: ServerCertificateRenewal.Reason?
        if case .issue(let why) = decision {
            // The names already covered stay: a laptop moving between networks keeps
            // working at the address it had, up to the certificate's renewal.
            let all = issued.map {
                let union = CertificateNames(dnsNames: $0.names.dnsNames + names.dnsNames, ipAddresses: $0.names.ipAddresses + names.ipAddresses)
                return constraints?.filter(union) ?? union
            }
            try issueServerCertificate(names: why == .newNames ? (all ?? names) : names, by: authority)
            reason = why
        }
        try Self.refuseReadableByOthers(serverKey)
        return ServerFiles(
            certificate: serverCertificate, privateKey: serverKey, authorityCertificate: authorityCertificate, issued: reason,
            isNameConstrained: constraints != nil, names: names)
    }

    /// The authority's certificate and key as they are on disk.
    private func authority() throws -> (certificate: Certificate, key: P256.Signing.PrivateKey) {
        do {
            let certificate = try Certificate(pemEncoded: String(decoding: Data(contentsOf: authorityCertificate), as: UTF8.self))
            let key = try P256.Signing.PrivateKey(pemRepresentation: String(decoding: Data(contentsOf: authorityKey), as: UTF8.self))
            return (certificate, key)
        } catch {
            throw HouseholdTLSError.unreadable(folder.path)
        }
    }

    private func makeAuthority() throws {
        let work = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let host = CertificateNames.thisMachine(networkAddresses: []).dnsNames.first { $0 != "localhost" && !$0.hasSuffix(".local") } ?? "home"
        let now = clock()
        let day = ISO8601DateFormatter.string(from: now, timeZone: TimeZone(identifier: "UTC") ?? .current, formatOptions: [.withFullDate])
        let key = P256.Signing.PrivateKey()
        let publicKey = Certificate.PublicKey(key.publicKey)
        let name = try DistinguishedName {
            OrganizationName("LunchBox")
            CommonName("LunchBox household authority (\(host), \(day))")
        }
        let certificate = try Certificate(
            version: .v3, serialNumber: Certificate.SerialNumber(), publicKey: publicKey, notValidBefore: now.addingTimeInterval(-Self.clockSkew),
            notValidAfter: now.addingTimeInterval(Self.authorityLifetime), issuer: name, subject: name, signatureAlgorithm: .ecdsaWithSHA256,
            extensions: try Certificate.Extensions {
                Critical(BasicConstraints.isCertificateAuthority(maxPathLength: 0))
                Critical(KeyUsage(keyCertSign: true, cRLSign: true))
                SubjectKeyIdentifier(hash: publicKey)
                Critical(HouseholdNameConstraints.household.extensionValue)
            }, issuerPrivateKey: Certificate.PrivateKey(key))
        try write(key.pemRepresentation, to: work.appendingPathComponent("household-ca.key"))
        try write(certificate.serializeAsPEM().pemString, to: work.appendingPathComponent("household-ca.crt"))
        try install(work.appendingPathComponent("household-ca.key"), as: authorityKey, mode: 0o600)
        try install(work.appendingPathComponent("household-ca.crt"), as: authorityCertificate, mode: 0o644)
    }

    private func issueServerCertificate(
        names: CertificateNames, by authority: (certificate: Certificate, key: P256.Signing.PrivateKey)
    ) throws {
        let work = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let (authorityCertificate, authorityKey) = authority
        let now = clock()
        let key = P256.Signing.PrivateKey()
        let publicKey = Certificate.PublicKey(key.publicKey)
        let subject = try DistinguishedName {
            OrganizationName("LunchBox")
            CommonName(names.dnsNames.first { $0 != "localhost" } ?? "localhost")
        }
        let alternativeNames =
            names.dnsNames.map { GeneralName.dnsName($0) }
            + names.ipAddresses.compactMap { HouseholdNameConstraints.bytes($0).map { GeneralName.ipAddress(ASN1OctetString(contentBytes: ArraySlice($0))) } }
        let authorityIdentifier = try authorityCertificate.extensions.subjectKeyIdentifier?.keyIdentifier
        let certificate = try Certificate(
            version: .v3, serialNumber: Certificate.SerialNumber(), publicKey: publicKey, notValidBefore: now.addingTimeInterval(-Self.clockSkew),
            notValidAfter: now.addingTimeInterval(ServerCertificateRenewal.lifetime), issuer: authorityCertificate.subject, subject: subject,
            signatureAlgorithm: .ecdsaWithSHA256,
            extensions: try Certificate.Extensions {
                Critical(BasicConstraints.notCertificateAuthority)
                Critical(KeyUsage(digitalSignature: true))
                try ExtendedKeyUsage([.serverAuth])
                SubjectAlternativeNames(alternativeNames)
                SubjectKeyIdentifier(hash: publicKey)
                AuthorityKeyIdentifier(keyIdentifier: authorityIdentifier)
            }, issuerPrivateKey: Certificate.PrivateKey(authorityKey))
        // The record says when it ends, a second early.
        let record = IssuedServerCertificate(names: names, notAfter: now.addingTimeInterval(ServerCertificateRenewal.lifetime - 1))
        try write(key.pemRepresentation, to: work.appendingPathComponent("server.key"))
        try write(certificate.serializeAsPEM().pemString, to: work.appendingPathComponent("server.crt"))
        try JSONEncoder().encode(record).write(to: work.appendingPathComponent("server.json"))
        try install(work.appendingPathComponent("server.key"), as: serverKey, mode: 0o600)
        try install(work.appendingPathComponent("server.crt"), as: serverCertificate, mode: 0o644)
        try install(work.appendingPathComponent("server.json"), as: serverRecord, mode: 0o644)
    }

    /// Writes a new file that only this user can read (the scratch folder is 0700 too).
    private func write(_ text: String, to file: URL) throws {
        guard FileManager.default.createFile(atPath: file.path, contents: Data((text + "\n").utf8), attributes: [.posixPermissions: 0o600]) else {
            throw HouseholdTLSError.cannotWrite(file.path)
        }
    }

    /// A private folder in `folder` (same file system, so the results rename into place).
    private func scratchFolder() throws -> URL {
        let work = folder.appendingPathComponent(".new-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        return work
    }

    private func install(_ file: URL, as destination: URL, mode: Int) throws {
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file.path)
        guard rename(file.path, destination.path) == 0 else { throw HouseholdTLSError.cannotWrite(destination.path) }
    }

    /// A key others could read is a key others could have copied: say so, do not serve.
    static func refuseReadableByOthers(_ key: URL) throws {
        let mode = (try FileManager.default.attributesOfItem(atPath: key.path)[.posixPermissions] as? Int) ?? 0o777
        if mode & 0o077 != 0 { throw HouseholdTLSError.keyReadableByOthers(key.path) }
    }
}

/// Why https could not be set up; each message says what to do.
public enum HouseholdTLSError: Error, Equatable, LocalizedError {
    case unreadable(String)
    case cannotWrite(String)
    case keyReadableByOthers(String)

    public var errorDescription: String? {
        switch self {
        case .unreadable(let path):
            "The household certificate in \(path) cannot be read. Move the folder away and start again to make a new one (phones then trust the new one)."
        case .cannotWrite(let path): "Could not write \(path). Check that this user may write the LunchBox data folder."
        case .keyReadableByOthers(let path): "The private key \(path) can be read by other users. Run chmod 600 \(path) and start again."
        }
    }
}
