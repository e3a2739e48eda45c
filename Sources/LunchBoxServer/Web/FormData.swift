import Foundation

/// An `application/x-www-form-urlencoded` body: every field and its values, in order.
struct FormData: Sendable {
    private var fields: [(name: String, value: String)] = []

    init() {}

    init(_ body: String) {
        for pair in body.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = Self.decode(parts[0])
            let value = parts.count > 1 ? Self.decode(parts[1]) : ""
            fields.append((name, value))
        }
    }

    /// The first value of the field, if present.
    func value(_ name: String) -> String? {
        fields.first { $0.name == name }?.value
    }

    /// Every value of a repeated field ("component").
    /// The fields whose names start with `prefix`, by the rest of their names:
    /// `answer-<id>` fields as (id, value).
    func fields(prefixed prefix: String) -> [(key: String, value: String)] {
        fields.filter { $0.name.hasPrefix(prefix) }.map { (String($0.name.dropFirst(prefix.count)), $0.value) }
    }

    /// Every field but those named `name`, in order.
    func fields(except name: String) -> [(name: String, value: String)] {
        fields.filter { $0.name != name }
    }

    func values(_ name: String) -> [String] {
        fields.filter { $0.name == name }.map(\.value)
    }

    func contains(_ name: String) -> Bool {
        fields.contains { $0.name == name }
    }

    private static func decode(_ text: Substring) -> String {
        String(text).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? ""
    }
}
