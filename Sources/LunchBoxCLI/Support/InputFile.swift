import Foundation
import LunchBoxCore

/// A file named on the command line (or - for standard input), read no further than a
/// limit past which the use case refuses it, so a huge file is refused, not loaded.
enum InputFile {
    static func read(_ path: String, limit: Int) throws -> Data {
        let handle: FileHandle
        if path == "-" {
            handle = FileHandle.standardInput
        } else {
            guard let opened = FileHandle(forReadingAtPath: path) else {
                throw CLIError("cli2.error.cannotRead", .text(path), hint: Fault("cli2.hint.readFile"))
            }
            handle = opened
        }
        defer { if path != "-" { try? handle.close() } }
        return try handle.read(upToCount: limit + 1) ?? Data()
    }
}
