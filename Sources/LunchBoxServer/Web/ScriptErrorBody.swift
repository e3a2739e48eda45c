import Hummingbird

/// An error as a page's script reads it (a request to a page route that asks for JSON,
/// such as the live camera's frames): the shape of the API's error, `{"error": {status,
/// title, message}}`, but worded in the page's language, as the page itself would say it.
struct ScriptErrorBody: ResponseEncodable {
    struct Detail: Encodable {
        let status: Int
        let title: String
        let message: String
    }

    let error: Detail

    /// True when the request asks for JSON and not for a page: a script's `fetch` with
    /// `Accept: application/json`. A browser's navigation asks for text/html.
    static func isWanted(by request: Request) -> Bool {
        guard let accept = request.headers[.accept]?.lowercased() else { return false }
        return accept.contains("application/json") && !accept.contains("text/html")
    }
}
