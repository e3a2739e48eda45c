import HTTPTypes
import Testing

@testable import LunchBoxServer

/// Issue 39, item 11: behind a trusted proxy the real client is known, and nobody else
/// can claim to be someone by writing the headers.
@Suite("Forwarded clients")
struct ForwardedClientTests {
    static let forwardedFor = HTTPField.Name("X-Forwarded-For")!
    static let forwarded = HTTPField.Name("Forwarded")!

    @Test func aTrustedProxyNamesTheNearestClientItDoesNotTrust() {
        let proxies: Set<String> = ["127.0.0.1", "10.0.0.2"]
        var headers: HTTPFields = [Self.forwardedFor: "198.51.100.7, 203.0.113.9, 10.0.0.2"]
        #expect(ForwardedClient.address(peer: "127.0.0.1", headers: headers, trustedProxies: proxies) == "203.0.113.9")
        headers = [Self.forwarded: #"for=192.0.2.60;proto=https, for="[2001:db8:cafe::17]:4711""#]
        #expect(ForwardedClient.address(peer: "127.0.0.1", headers: headers, trustedProxies: proxies) == "2001:db8:cafe::17")
        headers = [Self.forwardedFor: "192.0.2.61:5555"]
        #expect(ForwardedClient.address(peer: "127.0.0.1", headers: headers, trustedProxies: proxies) == "192.0.2.61")
    }

    @Test func anyoneElsesHeadersAreIgnored() {
        let headers: HTTPFields = [Self.forwardedFor: "192.0.2.60"]
        #expect(ForwardedClient.address(peer: "192.168.1.50", headers: headers, trustedProxies: ["127.0.0.1"]) == "192.168.1.50")
    }

    @Test func aHopThatIsNoAddressEndsTheTrust() {
        for value in ["unknown", "evil.example", "192.0.2.60, <script>", ""] {
            let headers: HTTPFields = [Self.forwardedFor: value]
            #expect(ForwardedClient.address(peer: "127.0.0.1", headers: headers, trustedProxies: ["127.0.0.1"]) == "127.0.0.1", "\(value)")
        }
    }

    @Test func eachClientHasItsOwnRequestsInProgress() {
        let requests = KeyedCounter()
        #expect(requests.enter("a", limit: 2) && requests.enter("a", limit: 2))
        #expect(!requests.enter("a", limit: 2))
        #expect(requests.enter("b", limit: 2))
        requests.leave("a")
        #expect(requests.enter("a", limit: 2))
    }
}
