import Hummingbird

/// A true-or-false query parameter of the API (`?includeStaples=true`): absent is false;
/// `true`/`false` (also `1`/`0`) are read; anything else is a 400 naming the parameter,
/// rather than being quietly taken as false.
enum QueryFlag {
    static func value(_ name: String, in request: Request) throws -> Bool {
        guard let text = FormData(request.uri.query ?? "").value(name) else { return false }
        switch text.lowercased() {
        case "true", "1": return true
        case "false", "0": return false
        default: throw HTTPError(.badRequest, message: "\(name) must be true or false.")
        }
    }
}
