import Foundation

/// A JSON value from another app's export, read loosely: the apps write numbers as text
/// ("amount": "3"), keys in snake_case or camelCase, and leave fields out or null, so
/// every accessor answers nil rather than failing.
enum PeerJSON: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([PeerJSON])
    case object([String: PeerJSON])

    /// Deeper than any export needs; checked before parsing so a nesting bomb never
    /// reaches the parser's recursion.
    static let maximumDepth = 32

    /// The file parsed by Foundation's JSONSerialization (a fast parser: Mealie's backup of
    /// 200 recipes reads in a twentieth of a second), or a `PeerImportError` naming it.
    static func parse(_ file: PeerFile) throws -> Any {
        guard JSONNesting.depth(of: file.data) <= maximumDepth else { throw PeerImportError.tooDeep(file: file.path) }
        do {
            return try JSONSerialization.jsonObject(with: file.data)
        } catch {
            throw PeerImportError.malformedJSON(file: file.path)
        }
    }

    /// A value as JSONSerialization returns it; a Foundation Boolean is told from a number
    /// by its class, since both are NSNumber.
    init(_ value: Any) {
        switch value {
        case let text as String: self = .string(text)
        case let number as NSNumber:
            self = type(of: number) == Self.booleanType ? .bool(number.boolValue) : .number(number.doubleValue)
        case let array as [Any]: self = .array(array.map(PeerJSON.init))
        case let object as [String: Any]: self = .object(object.mapValues(PeerJSON.init))
        default: self = .null
        }
    }

    private static let booleanType = type(of: NSNumber(value: true))

    /// The first of these keys that holds something other than null: `json["recipeYield",
    /// "recipe_yield"]` reads either spelling.
    subscript(keys: String...) -> PeerJSON? {
        guard case .object(let object) = self else { return nil }
        for key in keys {
            if let value = object[key], !value.isNull { return value }
        }
        return nil
    }

    var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// Text, as written; a number as the app would print it (ids and amounts: "3", "0.5").
    var text: String? {
        switch self {
        case .string(let text): text
        case .number(let number): number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : PeerAmount.decimalText(number)
        default: nil
        }
    }

    /// A number, or text holding one ("3", "0,5").
    var number: Double? {
        switch self {
        case .number(let number): number.isFinite ? number : nil
        case .string(let text): Double(text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: ".")).flatMap { $0.isFinite ? $0 : nil }
        default: nil
        }
    }

    /// True or false, also from 1 and 0 (Grocy and SQLite write flags as numbers).
    var flag: Bool? {
        switch self {
        case .bool(let value): value
        case .number(let number): number != 0
        case .string(let text): ["1", "true"].contains(text.lowercased()) ? true : (["0", "false"].contains(text.lowercased()) ? false : nil)
        default: nil
        }
    }

    var array: [PeerJSON] {
        if case .array(let values) = self { return values }
        return []
    }
}
