import Foundation
import LunchBoxCore

/// The household's server as the store the use cases take: every repository function is
/// one `StoreCall` sent to `POST /api/store` with the passphrase as a bearer token (the
/// server's way in for clients that are not browsers). It keeps nothing: every read
/// asks the server, so what a screen shows is the household's kitchen as it is now, and
/// with no server in reach every call throws `RemoteStoreError.unreachable`. It is a
/// `UseCases.Store`: the `RemoteStore+…` files conform it to each repository protocol.
public struct RemoteStore: Sendable {
    /// How often a "replace what I read" write is retried when the value changed meanwhile:
    /// enough for every member of a household writing at once (the tests run ten).
    static let conflictRetries = 32

    /// The server's address, passphrase and transport: the same way in as the `/api` calls.
    private let api: HouseholdAPIClient

    /// `server` is the address the household opens in a browser (`https://kitchen.local:8080/`).
    public init(server: URL, passphrase: String?, transport: any HTTPTransport) {
        api = HouseholdAPIClient(server: server, passphrase: passphrase, transport: transport)
    }

    public var server: URL { api.server }

    /// The server as a person knows it, for messages: host and port, no path or secrets.
    public var serverName: String { api.serverName }

    /// Sends `call` and decodes the answer's value.
    func send<Value: Codable & Sendable>(_ call: StoreCall, as _: Value.Type = Value.self) async throws -> Value {
        let response = try await api.transmit(try request(for: call))
        let decoder = JSONDecoder()
        switch response.statusCode {
        case 200:
            guard let reply = try? decoder.decode(WireReply<Value>.self, from: response.body) else {
                throw RemoteStoreError.unexpectedReply(server: serverName, status: response.statusCode)
            }
            return reply.value
        case 401, 429:
            throw RemoteStoreError.passphraseRefused(server: serverName)
        default:
            guard let failure = try? decoder.decode([String: RemoteFailure].self, from: response.body)["error"] else {
                throw RemoteStoreError.unexpectedReply(server: serverName, status: response.statusCode)
            }
            throw failure.error
        }
    }

    /// Sends a call that answers nothing.
    func perform(_ call: StoreCall) async throws {
        _ = try await send(call, as: WireNothing.self)
    }

    /// Runs a "replace what I read" write until it lands on an unchanged value.
    func retryingConflicts<Value>(_ attempt: () async throws -> Value) async throws -> Value {
        var tries = 0
        while true {
            do {
                return try await attempt()
            } catch StoreCallError.conflict where tries < Self.conflictRetries {
                tries += 1
                // A short, random wait, so writers that collided do not collide again.
                try await Task.sleep(for: .milliseconds(Int.random(in: 1...(5 * min(tries, 10)))))
            }
        }
    }

    /// A change made here on the value as read, sent as "replace this with that" (`call`),
    /// read again and retried when the server says the value changed meanwhile.
    func replacing<Value: Codable & Sendable>(
        _ read: () async throws -> Value, _ change: (inout Value) throws -> Void, as call: (_ expected: Value, _ new: Value) -> StoreCall
    ) async throws -> Value {
        try await retryingConflicts {
            let current = try await read()
            var changed = current
            try change(&changed)
            return try await send(call(current, changed))
        }
    }

    private func request(for call: StoreCall) throws -> HTTPRequest {
        var headers = api.headers(accepting: "application/json")
        headers["Content-Type"] = "application/json"
        return HTTPRequest(
            url: server.appendingPathComponent("api/store"), method: "POST", headers: headers, body: try JSONEncoder().encode(call),
            timeout: HouseholdAPIClient.timeout)
    }
}
