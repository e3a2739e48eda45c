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
    /// any intermediates after) and its key, TLS 1.2 and 1.3 only, and for 1.2 only
    /// forward-secret AEAD suites (no CBC). Unreadable files stop the server with a word.
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
        var configuration = TLSConfiguration.makeServerConfiguration(certificateChain: chain.map { .certificate($0) }, privateKey: .privateKey(key))
        configuration.minimumTLSVersion = .tlsv12
        configuration.cipherSuites = Self.modernSuites
        return configuration
    }

    /// TLS 1.2's ECDHE suites with AES-GCM or ChaCha20-Poly1305 (TLS 1.3's are all AEAD).
    static let modernSuites = [
        "ECDHE-ECDSA-AES128-GCM-SHA256", "ECDHE-RSA-AES128-GCM-SHA256", "ECDHE-ECDSA-AES256-GCM-SHA384", "ECDHE-RSA-AES256-GCM-SHA384",
        "ECDHE-ECDSA-CHACHA20-POLY1305", "ECDHE-RSA-CHACHA20-POLY1305",
    ].joined(separator: ":")
}
