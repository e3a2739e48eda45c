import Foundation
import LunchBoxCore
import LunchBoxWire

/// The household server's JSON API (`docs/openapi.json`), called through the routes the
/// server answers (`LunchBoxWire`), with the passphrase as a bearer token. Nothing is
/// kept here: with no server in reach every call throws `RemoteStoreError.unreachable`,
/// and the server's errors come back as the `UserFacingError` its pages would show.
public struct HouseholdAPIClient: Sendable {
    public let server: URL
    private let passphrase: String?
    private let transport: any HTTPTransport

    /// `server` is the address the household opens in a browser (`https://kitchen.local:8080/`).
    public init(server: URL, passphrase: String?, transport: any HTTPTransport) {
        self.server = server
        self.passphrase = passphrase
        self.transport = transport
    }

    /// The server as a person knows it, for messages: host and port, no path or secrets.
    public var serverName: String { Self.name(of: server) }

    static func name(of server: URL) -> String {
        guard let host = server.host else { return server.absoluteString }
        return server.port.map { "\(host):\($0)" } ?? host
    }

    /// Calls `route` with `body` and decodes its answer.
    public func send<Body, Answer>(
        _ route: APIRoute<Body, Answer>, _ parameters: [String: String] = [:], query: [String: String] = [:], body: Body
    ) async throws -> Answer {
        try await exchange(route, parameters, query: query, body: body).answer
    }

    /// Calls a route that takes no body.
    public func send<Answer>(_ route: APIRoute<APINothing, Answer>, _ parameters: [String: String] = [:], query: [String: String] = [:]) async throws -> Answer {
        try await send(route, parameters, query: query, body: APINothing())
    }

    /// Calls `route` and answers its status too, for a route whose status says something
    /// (201 for a meal new to the library, 200 for one already there).
    public func exchange<Body, Answer>(
        _ route: APIRoute<Body, Answer>, _ parameters: [String: String] = [:], query: [String: String] = [:], body: Body
    ) async throws -> (answer: Answer, status: Int) {
        var headers = ["Accept": "application/json"]
        if let passphrase { headers["Authorization"] = "Bearer \(passphrase)" }
        var data = Data()
        if Body.self != APINothing.self {
            headers["Content-Type"] = "application/json"
            data = try APICoding.encoder().encode(body)
        }
        // The route's path is already percent-encoded: taken relative to the server's
        // address as it is, not encoded again.
        var path = String(route.path(parameters).drop { $0 == "/" })
        if !query.isEmpty {
            var components = URLComponents()
            components.queryItems = query.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
            path += "?" + (components.percentEncodedQuery ?? "")
        }
        guard let url = URL(string: path, relativeTo: server.hasDirectoryPath ? server : server.appendingPathComponent(""))?.absoluteURL else {
            throw RemoteStoreError.unexpectedReply(server: serverName, status: 0)
        }
        let request = HTTPRequest(url: url, method: route.method, headers: headers, body: data, timeout: RemoteStore.timeout)
        let response: HTTPResponse
        do {
            response = try await transport.send(request)
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            throw RemoteStoreError.unreachable(server: serverName)
        }
        return (try answer(to: response, as: Answer.self), response.statusCode)
    }

    private func answer<Answer: Decodable>(to response: HTTPResponse, as _: Answer.Type) throws -> Answer {
        let decoder = APICoding.decoder()
        switch response.statusCode {
        case 200..<300:
            if Answer.self == APINothing.self, let nothing = APINothing() as? Answer { return nothing }
            guard let answer = try? decoder.decode(Answer.self, from: response.body) else {
                throw RemoteStoreError.unexpectedReply(server: serverName, status: response.statusCode)
            }
            return answer
        case 401:
            throw RemoteStoreError.passphraseRefused(server: serverName)
        default:
            guard let failure = try? decoder.decode(APIErrorBody.self, from: response.body).error else {
                throw RemoteStoreError.unexpectedReply(server: serverName, status: response.statusCode)
            }
            throw UserFacingError(
                title: failure.title, message: failure.message, actions: failure.actions.compactMap(UserFacingError.Action.init(rawValue:)),
                kind: APIStatus.kind(for: response.statusCode))
        }
    }
}
