import Foundation
import LunchBoxServer
import Testing

@testable import LunchBoxCLI

/// `serve --https` and `--tls-cert`/`--tls-key` refuse what cannot work before listening.
@Suite struct ServeHTTPSTests {
    @Test func aCertificateWithoutItsKeySaysSoAndExits() async throws {
        let cli = try CLIHarness()
        let run = await cli.run("serve", "--port", "0", "--tls-cert", cli.home.file("cert.pem").path)
        #expect(run.status != 0)
        #expect(run.errors.contains("--tls-cert and --tls-key go together"))
    }

    @Test func anUnreadableCertificateSaysWhichFile() async throws {
        let cli = try CLIHarness()
        let missing = cli.home.file("missing.pem").path
        let run = await cli.run("serve", "--port", "0", "--tls-cert", missing, "--tls-key", missing)
        #expect(run.status == 1)
        #expect(run.errors.contains("Could not read a PEM certificate or private key from \(missing)"))
    }
}
