import Foundation

/// One operation of the JSON API (`docs/openapi.json`) as both of its sides see it: the
/// method, the path with its `{parameters}`, what is sent and what comes back. The server
/// registers its handler through the route and the household client calls through it, so
/// a renamed path or field fails the build on both sides rather than on the wire.
public struct APIRoute<Body: Codable & Sendable, Answer: Codable & Sendable>: Sendable {
    public let method: String
    /// The path as the router matches it, with `{name}` for each parameter.
    public let path: String

    public init(_ method: String, _ path: String) {
        self.method = method
        self.path = path
    }

    /// The path with its parameters filled in (each percent-encoded as one segment).
    public func path(_ parameters: [String: String] = [:]) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            guard segment.hasPrefix("{"), segment.hasSuffix("}") else { return String(segment) }
            let value = parameters[String(segment.dropFirst().dropLast())] ?? ""
            return value.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"])) ?? value
        }.joined(separator: "/")
    }
}

/// Nothing sent, or nothing answered (204).
public struct APINothing: Codable, Equatable, Sendable {
    public init() {}
}

/// A file the API answers as it is rather than as JSON (the week's calendar): its text and
/// the name the server gives it (`Content-Disposition`).
public struct APIFile: Codable, Equatable, Sendable {
    public let text: String
    public let filename: String?

    public init(text: String, filename: String?) {
        self.text = text
        self.filename = filename
    }

    /// The file, named as an `attachment; filename="…"` header says.
    public init(text: String, contentDisposition: String?) {
        let quoted = contentDisposition?.components(separatedBy: "filename=\"").dropFirst().first?.split(separator: "\"").first
        self.init(text: text, filename: quoted.map(String.init))
    }
}
