import ArgumentParser
import Foundation
import LunchBoxCore
import LunchBoxLive
import LunchBoxServer

extension ServeCommand {
    /// The files to serve https with: the person's own (`--tls-cert`/`--tls-key`), the
    /// household authority's (`--https`), or none (plain http, as before); and lines to
    /// print after the "LunchBox is running" line (which scripts wait for first), in `words`' language.
    func tlsFiles(paths: HostPaths, words: Wording) async throws -> (files: ServerTLSFiles?, notes: [String]) {
        switch (tlsCertificate, tlsKey) {
        case (let certificate?, let key?):
            return (ServerTLSFiles(certificate: certificate, privateKey: key), [])
        case (nil, nil):
            break
        default:
            throw CLIError("cli3.tls.together")
        }
        guard https else { return (nil, []) }
        let authority = HouseholdCertificateAuthority(folder: paths.dataDirectory.appendingPathComponent("tls", isDirectory: true))
        var names = CertificateNames.thisMachine()
        if !["0.0.0.0", "::"].contains(host) {
            // The address asked for is one the phones will type.
            let isAddress = host.contains(":") || host.allSatisfy { $0.isNumber || $0 == "." }
            names = CertificateNames(dnsNames: names.dnsNames + (isAddress ? [] : [host]), ipAddresses: names.ipAddresses + (isAddress ? [host] : []))
        }
        let files = try authority.prepare(names: names)
        var notes: [String] = []
        if let reason = files.issued {
            let why =
                switch reason {
                case .missing: words("cli3.tls.firstStart")
                case .newNames: words("cli3.tls.newNames")
                case .nearExpiry: words("cli3.tls.nearExpiry")
                }
            notes.append(words("cli3.tls.issued", (files.names.dnsNames + files.names.ipAddresses).joined(separator: ", "), why))
        }
        if !files.isNameConstrained {
            notes.append(words("cli3.tls.unconstrained", authority.folder.path))
        }
        notes.append(words("cli3.tls.authority", files.authorityCertificate.path))
        let served = ServerTLSFiles(certificate: files.certificate.path, privateKey: files.privateKey.path, authorityCertificate: files.authorityCertificate.path)
        return (served, notes)
    }
}
