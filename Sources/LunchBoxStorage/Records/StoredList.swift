import Foundation

/// A list of strings as a record column holds it: JSON text, as GRDB writes a Codable
/// array.
enum StoredList {
    /// The strings of `text`; a column that is not a JSON array of strings is a damaged
    /// row of `table`, said as such.
    static func strings(_ text: String?, table: String) throws -> [String] {
        guard let text else { throw StorageError.corruptValue(table: table, reason: "a list is missing") }
        do {
            return try JSONDecoder().decode([String].self, from: Data(text.utf8))
        } catch {
            throw StorageError.corruptValue(table: table, reason: "a list is not a JSON list of text")
        }
    }
}
