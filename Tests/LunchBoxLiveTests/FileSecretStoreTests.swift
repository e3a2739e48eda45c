import Foundation
import LunchBoxCore
import LunchBoxLive
import LunchBoxTesting
import PropertyBased
import Testing

@Suite("Credentials file")
struct FileSecretStoreTests {
    static func permissions(of url: URL) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    @Test func aKeyRoundTripsThroughAPrivateFile() throws {
        let folder = try TemporaryDirectory()
        let store = FileSecretStore(fileURL: folder.file("config/credentials"))
        try store.saveAPIKey("sk-round-trip-1234")
        #expect(try store.loadAPIKey() == "sk-round-trip-1234")
        #expect(try Self.permissions(of: store.fileURL) == 0o600)
        #expect(try FileSecretStore(fileURL: store.fileURL).loadAPIKey() == "sk-round-trip-1234")
    }

    @Test func aMissingFileMeansNoKey() throws {
        let folder = try TemporaryDirectory()
        #expect(try FileSecretStore(fileURL: folder.file("nothing/credentials")).loadAPIKey() == nil)
    }

    @Test func replacingAndDeletingWork() throws {
        let folder = try TemporaryDirectory()
        let store = FileSecretStore(fileURL: folder.file("credentials"))
        try store.saveAPIKey("sk-first-000000000")
        try store.saveAPIKey("  sk-second-11111111 \n")
        #expect(try store.loadAPIKey() == "sk-second-11111111")
        try store.deleteAPIKey()
        #expect(try store.loadAPIKey() == nil)
        try store.deleteAPIKey()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty, "no temporary files are left behind")
    }

    @Test(arguments: [0o644, 0o640, 0o604, 0o660])
    func aFileOthersCanReadIsRefusedWithTheFix(mode: Int) throws {
        let folder = try TemporaryDirectory()
        let store = FileSecretStore(fileURL: folder.file("credentials"))
        try store.saveAPIKey("sk-shared-22222222")
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: store.fileURL.path)
        let expected = SecretStoreError.insecurePermissions(path: store.fileURL.path, mode: String(format: "%04o", mode))
        #expect(throws: expected) { try store.loadAPIKey() }
        #expect(expected.localizedDescription.contains("chmod 600 \(store.fileURL.path)"))
        #expect(!expected.localizedDescription.contains("sk-shared"))
    }

    @Test(arguments: ["", "   ", "\n", "sk-with space", "sk-new\nline", "sk-\u{7}bell"])
    func invalidKeysAreRefusedAndNothingIsWritten(key: String) throws {
        let folder = try TemporaryDirectory()
        let store = FileSecretStore(fileURL: folder.file("credentials"))
        try store.saveAPIKey("sk-existing-33333333")
        let before = try Data(contentsOf: store.fileURL)
        #expect(throws: SecretStoreError.self) { try store.saveAPIKey(key) }
        #expect(try Data(contentsOf: store.fileURL) == before)
    }

    @Test func theFolderIsPrivateToo() throws {
        let folder = try TemporaryDirectory()
        let store = FileSecretStore(fileURL: folder.file("lunchbox/credentials"))
        try store.saveAPIKey("sk-folder-44444444")
        #expect(try Self.permissions(of: folder.file("lunchbox")) == 0o700)
    }
}

@Suite("Environment key")
struct EnvironmentSecretStoreTests {
    @Test func theEnvironmentOverridesTheSavedKey() throws {
        let saved = InMemorySecretStore(key: "sk-saved-55555555")
        let store = EnvironmentSecretStore(base: saved, environment: ["LUNCHBOX_API_KEY": " sk-env-66666666 "])
        #expect(store.isOverriddenByEnvironment)
        #expect(try store.loadAPIKey() == "sk-env-66666666")
        try store.deleteAPIKey()
        #expect(try saved.loadAPIKey() == nil)
        #expect(try store.loadAPIKey() == "sk-env-66666666")
    }

    @Test(arguments: [[:], ["LUNCHBOX_API_KEY": ""], ["LUNCHBOX_API_KEY": "   "]])
    func withoutTheVariableTheSavedKeyIsUsed(environment: [String: String]) throws {
        let store = EnvironmentSecretStore(base: InMemorySecretStore(key: "sk-saved-77777777"), environment: environment)
        #expect(!store.isOverriddenByEnvironment)
        #expect(try store.loadAPIKey() == "sk-saved-77777777")
    }
}

@Suite("Host paths")
struct HostPathsTests {
    let home = URL(fileURLWithPath: "/home/ada")

    @Test func defaultsFollowXDG() {
        let paths = HostPaths(environment: [:], homeDirectory: home)
        #expect(paths.credentialsFile.path == "/home/ada/.config/lunchbox/credentials")
        #expect(paths.databaseFile() == "/home/ada/.local/share/lunchbox/lunchbox.sqlite")
    }

    @Test func xdgVariablesAreHonouredWhenAbsolute() {
        let paths = HostPaths(environment: ["XDG_CONFIG_HOME": "/cfg", "XDG_DATA_HOME": "relative/ignored"], homeDirectory: home)
        #expect(paths.credentialsFile.path == "/cfg/lunchbox/credentials")
        #expect(paths.databaseFile() == "/home/ada/.local/share/lunchbox/lunchbox.sqlite")
    }

    @Test func homeFromTheEnvironmentWinsOverTheAccount() {
        let paths = HostPaths(environment: ["HOME": "/tmp/sandbox"], homeDirectory: home)
        #expect(paths.credentialsFile.path == "/tmp/sandbox/.config/lunchbox/credentials")
        #expect(paths.databaseFile() == "/tmp/sandbox/.local/share/lunchbox/lunchbox.sqlite")
        #expect(HostPaths(environment: ["HOME": "relative"], homeDirectory: home).databaseFile() == "/home/ada/.local/share/lunchbox/lunchbox.sqlite")
    }

    @Test func explicitDatabaseWinsOverTheEnvironment() {
        let paths = HostPaths(environment: ["LUNCHBOX_DATABASE": "/env.sqlite"], homeDirectory: home)
        #expect(paths.databaseFile() == "/env.sqlite")
        #expect(paths.databaseFile(explicitPath: "/flag.sqlite") == "/flag.sqlite")
    }
}

@Suite("Network monitor")
struct InterfaceNetworkMonitorTests {
    typealias Interface = InterfaceNetworkMonitor.Interface

    @Test func onlineNeedsAnInterfaceOtherThanLoopbackThatIsUpAndAddressed() {
        let loopback = Interface(name: "lo", isUp: true, isRunning: true, isLoopback: true, hasInternetAddress: true)
        let ethernet = Interface(name: "eth0", isUp: true, isRunning: true, isLoopback: false, hasInternetAddress: true)
        #expect(!InterfaceNetworkMonitor.isOnline(interfaces: []))
        #expect(!InterfaceNetworkMonitor.isOnline(interfaces: [loopback]))
        #expect(InterfaceNetworkMonitor.isOnline(interfaces: [loopback, ethernet]))
        #expect(!InterfaceNetworkMonitor.isOnline(interfaces: [Interface(name: "eth0", isUp: false, isRunning: false, isLoopback: false, hasInternetAddress: true)]))
        #expect(!InterfaceNetworkMonitor.isOnline(interfaces: [Interface(name: "wlan0", isUp: true, isRunning: false, isLoopback: false, hasInternetAddress: true)]))
        #expect(!InterfaceNetworkMonitor.isOnline(interfaces: [Interface(name: "eth1", isUp: true, isRunning: true, isLoopback: false, hasInternetAddress: false)]))
    }

    @Test func networkAddressesAreTheReachableIPv4Ones() {
        let interfaces = [
            Interface(name: "lo", isUp: true, isRunning: true, isLoopback: true, hasInternetAddress: true, ipv4Address: "127.0.0.1"),
            Interface(name: "eth0", isUp: true, isRunning: true, isLoopback: false, hasInternetAddress: true, ipv4Address: "192.168.1.20"),
            Interface(name: "eth0", isUp: true, isRunning: true, isLoopback: false, hasInternetAddress: true, ipv4Address: nil),
            Interface(name: "wlan0", isUp: false, isRunning: false, isLoopback: false, hasInternetAddress: true, ipv4Address: "10.0.0.5"),
        ]
        #expect(InterfaceNetworkMonitor.networkAddresses(of: interfaces) == ["192.168.1.20"])
        #expect(InterfaceNetworkMonitor.currentInterfaces().contains { $0.ipv4Address == "127.0.0.1" })
    }

    @Test func readsThisMachinesInterfaces() async {
        let interfaces = InterfaceNetworkMonitor.currentInterfaces()
        // Every Linux machine, even a container, has a loopback interface.
        #expect(interfaces.contains { $0.isLoopback })
        #expect(await InterfaceNetworkMonitor().isOnline() == InterfaceNetworkMonitor.isOnline(interfaces: interfaces))
    }
}
