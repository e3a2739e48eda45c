import Foundation

/// Why an upload from another kitchen app cannot be read at all. Single recipes or
/// products that cannot come along are not errors: they become `PeerImportNote`s.
public enum PeerImportError: Error, Equatable, Sendable, UserFacingErrorConvertible {
    /// Nothing was uploaded, or the archive holds no files.
    case empty
    /// No file in the upload is an export from Mealie, Tandoor or Grocy.
    case notRecognised
    /// Files from two different apps in one upload.
    case mixedApps
    /// A file that should be JSON but cannot be read as JSON; names the file.
    case malformedJSON(file: String)
    /// A file nested far deeper than any export (a nesting bomb); names the file.
    case tooDeep(file: String)
    /// More bytes, once unpacked, than any household's export.
    case tooLarge(maximumBytes: Int)
    case tooManyFiles(maximum: Int)
    case tooManyRecipes(maximum: Int)
    /// More rows in a stock list than any household's pantry.
    case tooManyProducts(maximum: Int)
    /// More foods than the kitchen keeps.
    case tooManyFoods(maximum: Int)
    /// A zip archive that cannot be read (damaged, or not a zip after all).
    case damagedArchive
    /// An archive entry whose path climbs out of the archive ("../") or starts at the root.
    case unsafePath(String)

    public var userFacingError: UserFacingError {
        switch self {
        case .empty: input("fault2.title.nothingToImport", "fault2.import.empty")
        case .notRecognised: input("fault2.title.notKnownExport", "fault2.import.notRecognised")
        case .mixedApps: input("fault2.title.twoApps", "fault2.import.mixedApps")
        case .malformedJSON(let file): input("fault2.title.fileDamaged", "fault2.import.malformedJSON", [.text(Self.shortened(file))])
        case .tooDeep(let file): input("fault2.title.fileNotValid", "fault2.import.tooDeep", [.text(Self.shortened(file))])
        case .tooLarge(let maximum): input("fault2.title.exportTooLarge", "fault2.import.tooLarge", [.number(maximum / 1024 / 1024)])
        case .tooManyFiles(let maximum): input("fault2.title.tooManyFiles", "fault2.import.tooManyFiles", count: maximum, countInDigits: true)
        case .tooManyRecipes(let maximum): input("fault2.title.tooManyRecipes", "fault2.import.tooManyRecipes", count: maximum, countInDigits: true)
        case .tooManyProducts(let maximum): input("fault2.title.tooManyProducts", "fault2.import.tooManyProducts", count: maximum, countInDigits: true)
        case .tooManyFoods(let maximum): input("fault2.title.tooManyFoods", "fault2.import.tooManyFoods", count: maximum, countInDigits: true)
        case .damagedArchive: input("fault2.title.archiveDamaged", "fault2.import.damagedArchive")
        case .unsafePath(let path): input("fault2.title.archiveNotSafe", "fault2.import.unsafePath", [.text(Self.shortened(path))])
        }
    }

    /// Every import error is about what was uploaded. A count is written in plain digits
    /// ("more than 2000 files"), as the English has always said it.
    private func input(_ title: String, _ message: String, _ arguments: [Fault.Argument] = [], count: Int? = nil, countInDigits: Bool = false) -> UserFacingError {
        UserFacingError(Fault(title: title, message: message, arguments, count: count, countInDigits: countInDigits), kind: .input)
    }

    /// A file name as a message quotes it: at most 80 characters.
    private static func shortened(_ text: String) -> String {
        let plain = RecipeImport.clean(String(text.prefix(200)))
        return plain.count > 80 ? plain.prefix(79) + "…" : plain
    }
}
