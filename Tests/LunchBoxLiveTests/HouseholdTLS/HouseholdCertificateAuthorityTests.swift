import Foundation
import LunchBoxLive
import Testing

/// The household authority with Debian's real openssl, in a temporary folder. openssl is
/// installed by scripts/setup: a machine without it fails here, it does not skip.
@Suite(.timeLimit(.minutes(2)))
struct HouseholdCertificateAuthorityTests {
    static let names = CertificateNames(dnsNames: ["localhost", "kitchen", "kitchen.local"], ipAddresses: ["127.0.0.1", "::1", "192.168.1.20"])

    @Test func makesTheAuthorityOnceAndKeepsAFittingCertificate() async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let authority = HouseholdCertificateAuthority(folder: folder)
        let first = try authority.prepare(names: Self.names)
        #expect(first.issued == .missing)
        let authorityBytes = try Data(contentsOf: first.authorityCertificate)
        let serverBytes = try Data(contentsOf: first.certificate)
        for key in ["household-ca.key", "server.key"] {
            let mode = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(key).path)[.posixPermissions] as? Int
            #expect(mode == 0o600, "\(key) must be readable by its owner only")
        }
        #expect(!String(decoding: authorityBytes, as: UTF8.self).contains("PRIVATE KEY"))

        let second = try authority.prepare(names: Self.names)
        #expect(second.issued == nil)
        #expect(try Data(contentsOf: second.authorityCertificate) == authorityBytes)
        #expect(try Data(contentsOf: second.certificate) == serverBytes)

        // The certificate chains to the authority and carries every name and address.
        let verify = try Self.openssl(["verify", "-CAfile", first.authorityCertificate.path, first.certificate.path])
        #expect(verify.contains("OK"))
        let text = try Self.openssl(["x509", "-in", first.certificate.path, "-noout", "-text"])
        for name in ["DNS:kitchen.local", "DNS:localhost", "IP Address:192.168.1.20", "IP Address:127.0.0.1", "TLS Web Server Authentication"] {
            #expect(text.contains(name), "missing \(name)")
        }
    }

    @Test func aNewAddressIssuesANewCertificateFromTheSameAuthority() async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let authority = HouseholdCertificateAuthority(folder: folder)
        let first = try authority.prepare(names: Self.names)
        let authorityBytes = try Data(contentsOf: first.authorityCertificate)
        let moved = CertificateNames(dnsNames: Self.names.dnsNames, ipAddresses: ["127.0.0.1", "10.0.0.7"])
        let second = try authority.prepare(names: moved)
        #expect(second.issued == .newNames)
        #expect(try Data(contentsOf: second.authorityCertificate) == authorityBytes)
        let text = try Self.openssl(["x509", "-in", second.certificate.path, "-noout", "-text"])
        #expect(text.contains("IP Address:10.0.0.7"))
        #expect(text.contains("IP Address:192.168.1.20"), "the address it had still works until renewal")
    }

    @Test func aCertificateNearItsEndIsRenewed() async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        _ = try HouseholdCertificateAuthority(folder: folder).prepare(names: Self.names)
        let later = Date().addingTimeInterval(ServerCertificateRenewal.lifetime - 10 * 86_400)
        let renewed = try HouseholdCertificateAuthority(folder: folder, clock: { later }).prepare(names: Self.names)
        #expect(renewed.issued == .nearExpiry)
    }

    @Test func refusesAnAuthorityKeyOthersCanRead() async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let authority = HouseholdCertificateAuthority(folder: folder)
        _ = try authority.prepare(names: Self.names)
        let key = folder.appendingPathComponent("household-ca.key").path
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: key)
        #expect(throws: HouseholdTLSError.keyReadableByOthers(key)) { try authority.prepare(names: Self.names) }
    }

    /// An authority an earlier LunchBox made with openssl (a PKCS#8 key, and no name
    /// constraints before issue 39) keeps serving: its server certificate is issued from
    /// it and verifies, and `serve` is told it is unconstrained.
    @Test func anAuthorityOpensslMadeKeepsServing() async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let key = folder.appendingPathComponent("household-ca.key").path
        let certificate = folder.appendingPathComponent("household-ca.crt").path
        _ = try Self.openssl([
            "req", "-x509", "-new", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", key, "-out", certificate,
            "-days", "3650", "-subj", "/O=LunchBox/CN=LunchBox household authority", "-addext", "basicConstraints=critical,CA:TRUE,pathlen:0",
            "-addext", "keyUsage=critical,keyCertSign,cRLSign",
        ])
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: key)
        let files = try HouseholdCertificateAuthority(folder: folder).prepare(names: Self.names)
        #expect(!files.isNameConstrained)
        #expect(files.issued == .missing)
        let verify = try Self.openssl(["verify", "-CAfile", certificate, files.certificate.path])
        #expect(verify.hasSuffix(": OK\n"), "\(verify)")
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lunchbox-tls-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent("tls", isDirectory: true)
    }

    static func openssl(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
