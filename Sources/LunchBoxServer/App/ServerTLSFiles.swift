import Foundation
import HummingbirdTLS

/// The certificate and key https is served with, and the household authority's
/// certificate when LunchBox made them (offered to phones at /trust).
public struct ServerTLSFiles: Equatable, Sendable {
    public let certificate: String
    public let privateKey: String
    /// Nil for a certificate the person brought (`--tls-cert`): there is nothing of ours
    /// to install, so /trust says so.
    public let authorityCertificate: String?

    public init(certificate: String, privateKey: String, authorityCertificate: String? = nil) {
        self.certificate = certificate
        self.privateKey = privateKey
        self.authorityCertificate = authorityCertificate
    }

    /// The TLS server configuration: the certificate chain from the PEM file (leaf first,
    /// any intermediates after) and its key. Unreadable files stop the server with a word.
    func serverConfiguration() throws -> TLSConfiguration {
        let chain: [NIOSSLCertificate]
        let key: NIOSSLPrivateKey
        do {
            chain = try NIOSSLCertificate.fromPEMFile(certificate)
        } catch {
            throw ServerConfigurationError.unreadableTLSFile(path: certificate)
        }
        do {
            key = try NIOSSLPrivateKey(file: privateKey, format: .pem)
        } catch {
            throw ServerConfigurationError.unreadableTLSFile(path: privateKey)
        }
        guard !chain.isEmpty else { throw ServerConfigurationError.unreadableTLSFile(path: certificate) }
        return TLSConfiguration.makeServerConfiguration(certificateChain: chain.map { .certificate($0) }, privateKey: .privateKey(key))
    }
}
