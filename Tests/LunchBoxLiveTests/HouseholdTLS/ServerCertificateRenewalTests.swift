import Foundation
import LunchBoxLive
import PropertyBased
import Testing

/// When `serve --https` issues a new server certificate.
@Suite struct ServerCertificateRenewalTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)
    static let home = CertificateNames(dnsNames: ["localhost", "kitchen", "kitchen.local"], ipAddresses: ["127.0.0.1", "::1", "192.168.1.20"])

    @Test func noCertificateYetIsIssued() {
        #expect(ServerCertificateRenewal.decide(issued: nil, wanted: Self.home, now: Self.now) == .issue(.missing))
    }

    @Test func aFittingCertificateIsKept() {
        let issued = IssuedServerCertificate(names: Self.home, notAfter: Self.now.addingTimeInterval(200 * 86_400))
        #expect(ServerCertificateRenewal.decide(issued: issued, wanted: Self.home, now: Self.now) == .keep)
    }

    @Test func aNewAddressIssuesAgainButAnAddressGoneDoesNot() {
        let issued = IssuedServerCertificate(names: Self.home, notAfter: Self.now.addingTimeInterval(200 * 86_400))
        let moved = CertificateNames(dnsNames: Self.home.dnsNames, ipAddresses: ["127.0.0.1", "::1", "10.0.0.7"])
        #expect(ServerCertificateRenewal.decide(issued: issued, wanted: moved, now: Self.now) == .issue(.newNames))
        let fewer = CertificateNames(dnsNames: ["localhost"], ipAddresses: ["127.0.0.1"])
        #expect(ServerCertificateRenewal.decide(issued: issued, wanted: fewer, now: Self.now) == .keep)
    }

    @Test func renewsWithinAMonthOfTheEnd() async {
        // Any remaining lifetime: renewed exactly when under 30 days are left.
        await propertyCheck(count: 200, input: Gen.int(in: -10...400)) { days in
            let issued = IssuedServerCertificate(names: Self.home, notAfter: Self.now.addingTimeInterval(Double(days) * 86_400))
            let decision = ServerCertificateRenewal.decide(issued: issued, wanted: Self.home, now: Self.now)
            #expect(decision == (days < 30 ? .issue(.nearExpiry) : .keep))
        }
    }

    @Test func namesAreNormalisedAndUnsafeOnesDropped() {
        let names = CertificateNames(dnsNames: ["Kitchen", "kitchen", "bad name", "x\nIP:1.2.3.4", ""], ipAddresses: ["::1", "127.0.0.1", "::1"])
        #expect(names.dnsNames == ["kitchen"])
        #expect(names.ipAddresses == ["127.0.0.1", "::1"])
    }

    @Test func thisMachineHasItsHostNameLocalNameAndLoopback() {
        let names = CertificateNames.thisMachine(hostName: "Kitchen-PC", networkAddresses: ["192.168.1.20"])
        #expect(names.dnsNames == ["kitchen-pc", "kitchen-pc.local", "localhost"])
        #expect(names.ipAddresses == ["127.0.0.1", "192.168.1.20", "::1"])
    }
}
