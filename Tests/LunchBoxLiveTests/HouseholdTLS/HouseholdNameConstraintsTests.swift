import Foundation
import Testing
import X509

@testable import LunchBoxLive

/// Issue 39, item 10: the household authority vouches only for home-network names and
/// addresses, so its key, if copied, cannot impersonate a public site.
@Suite(.timeLimit(.minutes(2)))
struct HouseholdNameConstraintsTests {
    let household = HouseholdNameConstraints.household

    @Test func homeNamesAndAddressesArePermittedAndPublicOnesAreNot() {
        for name in ["localhost", "kitchen-pc.local", "router.home.arpa", "nas.lan", "pi.internal"] {
            #expect(household.permits(dnsName: name), "\(name)")
        }
        // Not a bare computer name: one called "app" would cover every .app site.
        for name in ["example.org", "bank.com", "kitchen-pc", "shop.app", "evil-local", "local.evil.com", "router.home"] {
            #expect(!household.permits(dnsName: name), "\(name)")
        }
        for address in ["127.0.0.1", "10.1.2.3", "172.16.0.9", "172.31.255.1", "192.168.1.20", "169.254.9.9", "100.64.0.1", "::1", "fd12::7", "fe80::1"] {
            #expect(household.permits(ipAddress: address), "\(address)")
        }
        for address in ["8.8.8.8", "172.32.0.1", "192.169.0.1", "2001:db8::1", "not an address"] {
            #expect(!household.permits(ipAddress: address), "\(address)")
        }
        let names = CertificateNames(dnsNames: ["localhost", "kitchen-pc.local", "www.example.org"], ipAddresses: ["127.0.0.1", "192.168.1.20", "203.0.113.5"])
        #expect(household.filter(names) == CertificateNames(dnsNames: ["localhost", "kitchen-pc.local"], ipAddresses: ["127.0.0.1", "192.168.1.20"]))
    }

    @Test func theConstraintsReadBackFromTheExtension() {
        let read = HouseholdNameConstraints(HouseholdNameConstraints.household.extensionValue)
        #expect(read == .household)
        #expect(read?.permits(dnsName: "kitchen.local") == true)
        #expect(read?.permits(ipAddress: "fd00::1") == true)
        #expect(read?.permits(ipAddress: "8.8.8.8") == false)
        #expect(HouseholdNameConstraints(nil) == nil)
        #expect(HouseholdNameConstraints(NameConstraints()) == nil)
    }

    /// With Debian's openssl: a certificate for a public name, made with the authority's own
    /// key (as whoever copied it would), does not verify; one for a home name does.
    @Test func aCopiedKeyCannotVouchForAPublicName() async throws {
        let folder = try HouseholdCertificateAuthorityTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let files = try HouseholdCertificateAuthority(folder: folder).prepare(names: HouseholdCertificateAuthorityTests.names)
        #expect(files.isNameConstrained)
        // As openssl reads it: critical, home names and networks only.
        let text = try HouseholdCertificateAuthorityTests.openssl(["x509", "-in", files.authorityCertificate.path, "-noout", "-ext", "nameConstraints"])
        #expect(text.contains("critical"))
        #expect(text.contains("DNS:local\n") && text.contains("IP:192.168.0.0/255.255.0.0"), "\(text)")
        for (name, verifies) in [("DNS:www.example.com", false), ("IP:8.8.8.8", false), ("DNS:kitchen.local,IP:192.168.1.20", true)] {
            let forged = try Self.issue(subjectAltName: name, authority: files, in: folder)
            let verdict = try HouseholdCertificateAuthorityTests.openssl(["verify", "-CAfile", files.authorityCertificate.path, forged.path])
            #expect(verdict.hasSuffix(": OK\n") == verifies, "\(name): \(verdict)")
        }
    }

    /// A public address of this computer is left out of its certificate, which would
    /// otherwise not verify at all.
    @Test func aPublicAddressIsLeftOutOfTheServerCertificate() async throws {
        let folder = try HouseholdCertificateAuthorityTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let names = CertificateNames(dnsNames: ["localhost", "kitchen.local"], ipAddresses: ["127.0.0.1", "203.0.113.5"])
        let files = try HouseholdCertificateAuthority(folder: folder).prepare(names: names)
        #expect(files.names.ipAddresses == ["127.0.0.1"])
        let verdict = try HouseholdCertificateAuthorityTests.openssl(["verify", "-CAfile", files.authorityCertificate.path, files.certificate.path])
        #expect(verdict.hasSuffix(": OK\n"))
    }

    private static func issue(subjectAltName: String, authority: HouseholdCertificateAuthority.ServerFiles, in folder: URL) throws -> URL {
        let work = folder.deletingLastPathComponent().appendingPathComponent("forged-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let key = work.appendingPathComponent("f.key").path
        let request = work.appendingPathComponent("f.csr").path
        let extensions = work.appendingPathComponent("f.ext")
        let certificate = work.appendingPathComponent("f.crt")
        try Data("subjectAltName = \(subjectAltName)\n".utf8).write(to: extensions)
        _ = try HouseholdCertificateAuthorityTests.openssl([
            "req", "-new", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", key, "-out", request, "-subj", "/CN=forged",
        ])
        _ = try HouseholdCertificateAuthorityTests.openssl([
            "x509", "-req", "-in", request, "-CA", authority.authorityCertificate.path, "-CAkey", folder.appendingPathComponent("household-ca.key").path,
            "-set_serial", "7", "-days", "5", "-extfile", extensions.path, "-out", certificate.path,
        ])
        return certificate
    }
}
