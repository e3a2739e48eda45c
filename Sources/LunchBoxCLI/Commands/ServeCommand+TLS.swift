import ArgumentParser
import Foundation
import LunchBoxLive
import LunchBoxServer

extension ServeCommand {
    /// The files to serve https with: the person's own (`--tls-cert`/`--tls-key`), the
    /// household authority's (`--https`), or none (plain http, as before); and lines to
    /// print after the "LunchBox is running" line (which scripts wait for first).
    func tlsFiles(paths: HostPaths) async throws -> (files: ServerTLSFiles?, notes: [String]) {
        switch (tlsCertificate, tlsKey) {
        case (let certificate?, let key?):
            return (ServerTLSFiles(certificate: certificate, privateKey: key), [])
        case (nil, nil):
            break
        default:
            throw ValidationError("--tls-cert and --tls-key go together: the certificate and its private key.")
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
                case .missing: "first start with --https"
                case .newNames: "this computer has a new name or address"
                case .nearExpiry: "the last one ends within a month"
                }
            notes.append("Issued a server certificate for \((files.names.dnsNames + files.names.ipAddresses).joined(separator: ", ")) (\(why)).")
        }
        if !files.isNameConstrained {
            notes.append(
                "The household certificate was made before LunchBox limited it to home-network names, so its key could vouch for any web site. To replace it, stop LunchBox, delete \(authority.folder.path), start it again and install the new certificate from /trust on each phone."
            )
        }
        notes.append("Household certificate: \(files.authorityCertificate.path). Phones install it from /trust on this server.")
        let served = ServerTLSFiles(certificate: files.certificate.path, privateKey: files.privateKey.path, authorityCertificate: files.authorityCertificate.path)
        return (served, notes)
    }
}
