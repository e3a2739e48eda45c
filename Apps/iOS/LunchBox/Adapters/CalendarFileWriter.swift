import Foundation
import LunchBoxCore

/// Writes a week's `.ics` to a temporary file for the share sheet (which shares files,
/// so the calendar app sees the right name and type). The file is replaced on the next
/// export and removed by the system with the temporary folder.
enum CalendarFileWriter {
    static func write(_ file: CalendarFile) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("calendar-export", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(file.filename)
        try Data(file.text.utf8).write(to: url, options: [.atomic, .completeFileProtection])
        return url
    }
}
