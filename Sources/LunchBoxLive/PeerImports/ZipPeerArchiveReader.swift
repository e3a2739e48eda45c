import Foundation
import LunchBoxCore
import ZIPFoundation

/// Unzips an upload from Mealie or Tandoor into the JSON files `PeerImportReader` reads:
/// a Mealie backup's `database.json`, the recipe files of a Mealie export, and for a
/// Tandoor export the `recipe.json` in each of the zips inside the zip (one level down,
/// no further). Photos and other files are passed over without being unpacked; an
/// upload that is not a zip is its one file.
///
/// Nothing is written to disk, and nothing in the archive is trusted: entries are
/// counted, every byte unpacked is counted as it comes out (a zip bomb's headers lie
/// about its sizes), and a path that climbs out of the archive ("../") or starts at the
/// root refuses the whole upload.
public struct ZipPeerArchiveReader: PeerArchiveReading {
    /// Entries in the archive and the zips inside it together: a Tandoor export of the
    /// meal library's most recipes holds three per recipe.
    public static let defaultMaximumEntries = 4 * Meal.maximumLibrarySize
    /// The most one zip inside the zip may unpack to: a recipe with its photo.
    public static let defaultMaximumNestedBytes = 32 * 1024 * 1024

    private let maximumBytes: Int
    private let maximumEntries: Int
    private let maximumNestedBytes: Int

    /// `maximumBytes` bounds the JSON kept from all entries together, `maximumEntries`
    /// the entries counted over every level, `maximumNestedBytes` each zip inside the zip.
    public init(
        maximumBytes: Int = PeerImportReader.maximumBytes, maximumEntries: Int = Self.defaultMaximumEntries, maximumNestedBytes: Int = Self.defaultMaximumNestedBytes
    ) {
        self.maximumBytes = maximumBytes
        self.maximumEntries = maximumEntries
        self.maximumNestedBytes = maximumNestedBytes
    }

    public func files(in upload: Data, named name: String) throws -> [PeerFile] {
        guard Self.isZip(upload) else { return [PeerFile(path: name, data: upload)] }
        var budget = Budget(entries: maximumEntries, bytes: maximumBytes)
        var files: [PeerFile] = []
        try read(upload, prefix: "", expandingZips: true, budget: &budget, into: &files)
        return files
    }

    /// What is left to unpack: entries and bytes of JSON.
    private struct Budget {
        var entries: Int
        var bytes: Int
    }

    /// Thrown by the consumer that stops unpacking an entry past its limit.
    private struct LimitReached: Error {}

    private func read(_ data: Data, prefix: String, expandingZips: Bool, budget: inout Budget, into files: inout [PeerFile]) throws {
        let archive: Archive
        do {
            archive = try Archive(data: data, accessMode: .read)
        } catch {
            throw PeerImportError.damagedArchive
        }
        for entry in archive {
            budget.entries -= 1
            guard budget.entries >= 0 else { throw PeerImportError.tooManyFiles(maximum: maximumEntries) }
            let path = entry.path
            guard Self.isSafe(path) else { throw PeerImportError.unsafePath(prefix + path) }
            guard entry.type == .file, !path.hasPrefix("__MACOSX/") else { continue }
            let lowercased = path.lowercased()
            if lowercased.hasSuffix(".json") {
                let json = try extract(entry, from: archive, limit: budget.bytes, reporting: maximumBytes)
                budget.bytes -= json.count
                files.append(PeerFile(path: prefix + path, data: json))
            } else if expandingZips, lowercased.hasSuffix(".zip") {
                let inner = try extract(entry, from: archive, limit: maximumNestedBytes, reporting: maximumNestedBytes)
                try read(inner, prefix: prefix + path + "/", expandingZips: false, budget: &budget, into: &files)
            }
        }
    }

    /// The entry's bytes, unpacked no further than `limit`: the header's size is checked
    /// first, and the bytes as they come, since a hostile header understates them.
    private func extract(_ entry: Entry, from archive: Archive, limit: Int, reporting maximum: Int) throws -> Data {
        guard entry.uncompressedSize <= UInt64(max(limit, 0)) else { throw PeerImportError.tooLarge(maximumBytes: maximum) }
        var data = Data()
        do {
            _ = try archive.extract(entry) { chunk in
                guard data.count + chunk.count <= limit else { throw LimitReached() }
                data.append(chunk)
            }
        } catch is LimitReached {
            throw PeerImportError.tooLarge(maximumBytes: maximum)
        } catch {
            throw PeerImportError.damagedArchive
        }
        return data
    }

    /// A relative path that stays inside the archive: no "..", no root, no drive letter.
    static func isSafe(_ path: String) -> Bool {
        let parts = path.split(omittingEmptySubsequences: false) { $0 == "/" || $0 == "\\" }
        guard let first = parts.first, !first.isEmpty || parts.count == 1, !first.hasSuffix(":") else { return false }
        return !parts.contains("..")
    }

    /// A zip starts with a local file header, or, empty, with the end of its directory.
    private static func isZip(_ data: Data) -> Bool {
        let start = Array(data.prefix(4))
        return start == [0x50, 0x4B, 0x03, 0x04] || start == [0x50, 0x4B, 0x05, 0x06]
    }
}
