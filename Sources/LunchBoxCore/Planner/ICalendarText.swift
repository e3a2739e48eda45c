import Foundation

/// The text rules of RFC 5545 that the exporter needs: escaping, folding and values.
enum ICalendarText {
    /// The longest content line, in octets, not counting the CRLF (RFC 5545 3.1).
    static let maximumLineOctets = 75

    /// Escapes a TEXT value (3.3.11): backslash, semicolon, comma and line breaks.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { previousWasCarriageReturn = scalar == "\r" }
            switch scalar {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\r": result += "\\n"
            // CRLF is one line break, already written for the CR.
            case "\n": if !previousWasCarriageReturn { result += "\\n" }
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Splits a line into CRLF-joined parts of at most 75 octets, each continuation
    /// starting with one space (which counts towards its 75). Splits only between
    /// Unicode scalars, so a UTF-8 sequence is never cut in two.
    static func fold(_ line: String) -> String {
        guard line.utf8.count > maximumLineOctets else { return line }
        var parts: [String] = []
        var current = ""
        var currentOctets = 0
        var limit = maximumLineOctets
        for scalar in line.unicodeScalars {
            let octets = String(scalar).utf8.count
            if currentOctets + octets > limit {
                parts.append(current)
                current = ""
                currentOctets = 0
                limit = maximumLineOctets - 1
            }
            current.unicodeScalars.append(scalar)
            currentOctets += octets
        }
        parts.append(current)
        return parts.joined(separator: "\r\n ")
    }

    /// A DATE value: `YYYYMMDD`.
    static func date(_ day: CalendarDay) -> String {
        day.isoString.replacingOccurrences(of: "-", with: "")
    }

    /// A UTC DATE-TIME value: `YYYYMMDDTHHMMSSZ`.
    static func timestamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return String(
            format: "%04d%02d%02dT%02d%02d%02dZ",
            parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0
        )
    }
}
