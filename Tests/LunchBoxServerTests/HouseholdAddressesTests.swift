import Testing

@testable import LunchBoxServer

/// Issue 38, item 9: /trust says where a phone opens this server.
@Suite("Household addresses")
struct HouseholdAddressesTests {
    @Test func aServerOnThisComputerOnlyHasNoAddressForAPhone() {
        let addresses = HouseholdAddresses(scheme: "http", listenHost: "127.0.0.1", requestHost: "127.0.0.1:8080", port: 8080, networkAddresses: ["192.168.1.20"])
        #expect(!addresses.listensOnNetwork)
        #expect(addresses.urls.isEmpty)
    }

    @Test func everyNetworkHomeAddressesFirstOnThePortThePageWasOpenedAt() {
        let addresses = HouseholdAddresses(
            scheme: "https", listenHost: "0.0.0.0", requestHost: "127.0.0.1:8443", port: 0, networkAddresses: ["100.64.3.1", "192.168.1.20"])
        #expect(addresses.urls == ["https://192.168.1.20:8443/", "https://100.64.3.1:8443/"])
    }

    @Test func theNameThePageWasOpenedWithComesFirst() {
        let addresses = HouseholdAddresses(
            scheme: "https", listenHost: "0.0.0.0", requestHost: "kitchen-pc.local", port: 8443, networkAddresses: ["192.168.1.20"])
        // No port in the Host header: the scheme's own, so none is written.
        #expect(addresses.urls == ["https://kitchen-pc.local/", "https://192.168.1.20/"])
    }

    @Test func aServerOnOneAddressShowsThatAddress() {
        let addresses = HouseholdAddresses(scheme: "http", listenHost: "192.168.1.20", requestHost: nil, port: 8080, networkAddresses: ["10.0.0.2"])
        #expect(addresses.urls == ["http://192.168.1.20:8080/"])
    }

    @Test func aHostileHostHeaderIsNotShown() {
        for header in [#"evil"><script>:80"#, "a b:80", "x/y:80", "[::1]:80"] {
            let addresses = HouseholdAddresses(scheme: "http", listenHost: "::", requestHost: header, port: 80, networkAddresses: ["192.168.1.20"])
            #expect(addresses.urls == ["http://192.168.1.20/"], "\(header)")
        }
    }
}
