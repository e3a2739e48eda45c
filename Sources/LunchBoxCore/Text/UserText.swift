import Foundation

/// Cleans text a person typed (or a scanner read) before it is stored.
///
/// Leading and trailing white space goes, runs of white space (including new lines and
/// tabs) become one space, and other control characters are refused rather than stored:
/// they are never part of a food name and can break logs, prompts and terminals.
public enum UserText {
    /// Returns the cleaned text, or throws a `UserTextError` naming the field.
    public static func clean(_ raw: String, field: String, maxLength: Int, allowEmpty: Bool = false) throws -> String {
        // Check the raw size first so a huge string is refused without further work.
        guard raw.utf8.count <= maxLength * 4 + 64 else {
            throw UserTextError.tooLong(field: field, maximum: maxLength)
        }
        var result = ""
        result.reserveCapacity(raw.utf8.count)
        var pendingSpace = false
        for scalar in raw.unicodeScalars {
            if scalar.properties.isWhitespace {
                pendingSpace = !result.isEmpty
                continue
            }
            if scalar.properties.generalCategory == .control || isDirectionOverride(scalar) {
                throw UserTextError.controlCharacters(field: field)
            }
            if pendingSpace {
                result.unicodeScalars.append(" ")
                pendingSpace = false
            }
            result.unicodeScalars.append(scalar)
        }
        if result.isEmpty && !allowEmpty {
            throw UserTextError.empty(field: field)
        }
        if result.count > maxLength {
            throw UserTextError.tooLong(field: field, maximum: maxLength)
        }
        return result
    }

    /// Bidirectional overrides and isolates can make text display differently from what
    /// it is ("Trojan source"); a food name never needs them.
    private static func isDirectionOverride(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
}

/// Why a piece of typed text was refused.
public enum UserTextError: Error, Equatable, Sendable {
    case empty(field: String)
    case tooLong(field: String, maximum: Int)
    case controlCharacters(field: String)
}

extension UserTextError: LocalizedError {
    public var errorDescription: String? { UserFacingError(self).message }
}
