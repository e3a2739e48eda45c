import Foundation
import LunchBoxCore
import LunchBoxWire

/// The household server's JSON API (`docs/openapi.json`), called through the routes the
/// server answers (`LunchBoxWire`), with the passphrase as a bearer token. Nothing is
/// kept here: with no server in reach every call throws `HouseholdClientError.unreachable`,
/// and the server's errors come back as the `UserFacingError` its pages would show.
public struct HouseholdAPIClient: Sendable {
    /// How long one call may take before the server is called unreachable.
    public static let timeout: TimeInterval = 15

    public let server: URL
    private let passphrase: String?
    private let transport: any HTTPTransport
    private let timeout: TimeInterval

    /// `server` is the address the household opens in a browser (`https://kitchen.local:8080/`);
    /// `timeout` is how long one call may take (a test on a starved machine gives more).
    public init(server: URL, passphrase: String?, transport: any HTTPTransport, timeout: TimeInterval = HouseholdAPIClient.timeout) {
        self.server = server
        self.passphrase = passphrase
        self.transport = transport
        self.timeout = timeout
    }

    /// The server as a person knows it, for messages: host and port, no path or secrets.
    public var serverName: String {
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
        let response = try await perform(route, parameters, query: query, body: body, accepting: "application/json")
        guard Answer.self != APINothing.self else { return (APINothing() as! Answer, response.statusCode) }
        guard let answer = try? APICoding.decoder().decode(Answer.self, from: response.body) else {
            throw HouseholdClientError.unexpectedReply(server: serverName, status: response.statusCode)
        }
        return (answer, response.statusCode)
    }

    /// Fetches a file the API answers as it is (the week's calendar): its text and the
    /// name the server gives it.
    public func download(_ route: APIRoute<APINothing, APIFile>, query: [String: String] = [:]) async throws -> APIFile {
        let response = try await perform(route, [:], query: query, body: APINothing(), accepting: "*/*")
        return APIFile(text: String(decoding: response.body, as: UTF8.self), contentDisposition: response.header("Content-Disposition"))
    }

    /// Sends the request and answers a 2xx response; any other is thrown as the error it
    /// says, in the server's words.
    private func perform<Body: Encodable>(
        _ route: APIRoute<Body, some Decodable>, _ parameters: [String: String], query: [String: String], body: Body, accepting: String
    ) async throws -> HTTPResponse {
        var headers = self.headers(accepting: accepting)
        var data = Data()
        if let upload = body as? APIUpload {
            let boundary = "lunchbox-\(UUID().uuidString)"
            headers["Content-Type"] = "multipart/form-data; boundary=\(boundary)"
            data = upload.multipart(boundary: boundary)
        } else if Body.self != APINothing.self {
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
            throw HouseholdClientError.unexpectedReply(server: serverName, status: 0)
        }
        let response = try await transmit(HTTPRequest(url: url, method: route.method, headers: headers, body: data, timeout: timeout))
        try check(response)
        return response
    }

    /// The headers every call carries: what it accepts, and the passphrase as a bearer token.
    func headers(accepting: String) -> [String: String] {
        var headers = ["Accept": accepting]
        if let passphrase { headers["Authorization"] = "Bearer \(passphrase)" }
        return headers
    }

    /// Sends `request` as it is; a server out of reach is `HouseholdClientError.unreachable`.
    func transmit(_ request: HTTPRequest) async throws -> HTTPResponse {
        do {
            return try await transport.send(request)
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            throw HouseholdClientError.unreachable(server: serverName)
        }
    }

    private func check(_ response: HTTPResponse) throws {
        switch response.statusCode {
        case 200..<300:
            return
        case 401:
            throw HouseholdClientError.passphraseRefused(server: serverName)
        default:
            guard let failure = try? APICoding.decoder().decode(APIErrorBody.self, from: response.body).error else {
                throw HouseholdClientError.unexpectedReply(server: serverName, status: response.statusCode)
            }
            let actions = failure.actions.compactMap(UserFacingError.Action.init(rawValue:))
            let kind = APIStatus.kind(for: response.statusCode)
            // The server's keys, worded in the phone's language; the English it said when this app does not know them.
            if let fault = failure.fault?.fault, fault.fits(.english) { throw UserFacingError(fault, actions: actions, kind: kind) }
            throw UserFacingError(title: failure.title, message: failure.message, actions: actions, kind: kind)
        }
    }
}
