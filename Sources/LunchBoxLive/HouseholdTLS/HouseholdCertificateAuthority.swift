import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The household's own certificate authority, so phones on the home network get https
/// (camera, service worker, share sheet) with no outside service. Made once with Debian's
/// `openssl` in `<data directory>/tls/`, never with crypto of our own; from it, a server
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

    public let folder: URL
    private let openssl: URL
    private let clock: @Sendable () -> Date
    private let runner = CommandRunner()

    public init(folder: URL, openssl: URL = URL(fileURLWithPath: "/usr/bin/openssl"), clock: @escaping @Sendable () -> Date = { Date() }) {
        self.folder = folder
        self.openssl = openssl
        self.clock = clock
    }

    public var authorityCertificate: URL { folder.appendingPathComponent("household-ca.crt") }
    var authorityKey: URL { folder.appendingPathComponent("household-ca.key") }
    var serverCertificate: URL { folder.appendingPathComponent("server.crt") }
    var serverKey: URL { folder.appendingPathComponent("server.key") }
    var serverRecord: URL { folder.appendingPathComponent("server.json") }

    /// Makes the authority if there is none, issues a server certificate for `names` if
    /// the one on disk does not fit, and returns the files to serve with.
    public func prepare(names: CertificateNames) async throws -> ServerFiles {
        guard FileManager.default.isExecutableFile(atPath: openssl.path) else { throw HouseholdTLSError.opensslMissing }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let fm = FileManager.default
        if !fm.fileExists(atPath: authorityKey.path) || !fm.fileExists(atPath: authorityCertificate.path) {
            try await makeAuthority()
        }
        try Self.refuseReadableByOthers(authorityKey)
        // Only names the authority may vouch for: one outside its constraints would make
        // phones refuse the whole certificate.
        let constraints = try await authorityConstraints()
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
            try await issueServerCertificate(names: why == .newNames ? (all ?? names) : names)
            reason = why
        }
        try Self.refuseReadableByOthers(serverKey)
        return ServerFiles(
            certificate: serverCertificate, privateKey: serverKey, authorityCertificate: authorityCertificate, issued: reason,
            isNameConstrained: constraints != nil, names: names)
    }

    /// The authority's name constraints, read back from its certificate; nil when it has none.
    private func authorityConstraints() async throws -> HouseholdNameConstraints? {
        let work = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let result = try await runner.run(
            openssl, ["x509", "-in", authorityCertificate.path, "-noout", "-ext", "nameConstraints"], in: work, timeout: 60)
        guard result.status == 0 else { throw HouseholdTLSError.opensslFailed(result.errorText) }
        return HouseholdNameConstraints(opensslText: String(decoding: result.output, as: UTF8.self))
    }

    private func makeAuthority() async throws {
        let work = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let host = CertificateNames.thisMachine(networkAddresses: []).dnsNames.first { $0 != "localhost" && !$0.hasSuffix(".local") } ?? "home"
        let day = ISO8601DateFormatter.string(from: clock(), timeZone: TimeZone(identifier: "UTC") ?? .current, formatOptions: [.withFullDate])
        let config = """
            [req]
            distinguished_name = dn
            prompt = no
            x509_extensions = authority
            [dn]
            O = LunchBox
            CN = LunchBox household authority (\(host), \(day))
            [authority]
            basicConstraints = critical, CA:TRUE, pathlen:0
            keyUsage = critical, keyCertSign, cRLSign
            subjectKeyIdentifier = hash
            nameConstraints = \(HouseholdNameConstraints.household.opensslValue)

            """
        try Data(config.utf8).write(to: work.appendingPathComponent("authority.cnf"))
        try await openssl(
            [
                "req", "-x509", "-new", "-config", "authority.cnf", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
                "-keyout", "household-ca.key", "-out", "household-ca.crt", "-days", "3650", "-sha256",
            ], in: work)
        try install(work.appendingPathComponent("household-ca.key"), as: authorityKey, mode: 0o600)
        try install(work.appendingPathComponent("household-ca.crt"), as: authorityCertificate, mode: 0o644)
    }

    private func issueServerCertificate(names: CertificateNames) async throws {
        let work = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let extensions = """
            basicConstraints = critical, CA:FALSE
            keyUsage = critical, digitalSignature
            extendedKeyUsage = serverAuth
            subjectAltName = \(names.subjectAltName)
            subjectKeyIdentifier = hash
            authorityKeyIdentifier = keyid

            """
        try Data(extensions.utf8).write(to: work.appendingPathComponent("server.ext"))
        try await openssl(
            [
                "req", "-new", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", "server.key", "-out", "server.csr",
                "-subj", "/O=LunchBox/CN=\(names.dnsNames.first { $0 != "localhost" } ?? "localhost")",
            ], in: work)
        let serial = "0x" + (0..<16).map { _ in String(format: "%02x", UInt8.random(in: 0...255)) }.joined()
        let days = Int(ServerCertificateRenewal.lifetime / 86_400)
        try await openssl(
            [
                "x509", "-req", "-in", "server.csr", "-CA", authorityCertificate.path, "-CAkey", authorityKey.path, "-set_serial", serial,
                "-days", "\(days)", "-sha256", "-extfile", "server.ext", "-out", "server.crt",
            ], in: work)
        // openssl counts the days from now; the record says the same, a second early.
        let record = IssuedServerCertificate(names: names, notAfter: clock().addingTimeInterval(ServerCertificateRenewal.lifetime - 1))
        try JSONEncoder().encode(record).write(to: work.appendingPathComponent("server.json"))
        try install(work.appendingPathComponent("server.key"), as: serverKey, mode: 0o600)
        try install(work.appendingPathComponent("server.crt"), as: serverCertificate, mode: 0o644)
        try install(work.appendingPathComponent("server.json"), as: serverRecord, mode: 0o644)
    }

    private func openssl(_ arguments: [String], in work: URL) async throws {
        let result = try await runner.run(openssl, arguments, in: work, timeout: 60)
        guard result.status == 0 else { throw HouseholdTLSError.opensslFailed(result.errorText) }
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
    case opensslMissing
    case opensslFailed(String)
    case cannotWrite(String)
    case keyReadableByOthers(String)

    public var errorDescription: String? {
        switch self {
        case .opensslMissing: "--https needs openssl (Debian: apt-get install openssl; scripts/setup installs it)."
        case .opensslFailed(let detail): "openssl could not make the household certificate: \(detail)"
        case .cannotWrite(let path): "Could not write \(path). Check that this user may write the LunchBox data folder."
        case .keyReadableByOthers(let path): "The private key \(path) can be read by other users. Run chmod 600 \(path) and start again."
        }
    }
}
