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
        case .empty:
            UserFacingError(title: "Nothing to import", message: "That upload is empty. Choose the file you exported from Mealie, Tandoor or Grocy.", kind: .input)
        case .notRecognised:
            UserFacingError(
                title: "Not an export LunchBox knows",
                message:
                    "That file is not an export from Mealie, Tandoor or Grocy. Choose a Mealie backup (.zip) or recipe (.json), a Tandoor recipe export (.zip), or Grocy's stock list (.json).",
                kind: .input)
        case .mixedApps:
            UserFacingError(title: "Two apps at once", message: "That upload holds files from more than one app. Import each app's export on its own.", kind: .input)
        case .malformedJSON(let file):
            UserFacingError(title: "File damaged", message: "“\(Self.shortened(file))” is not valid JSON, so nothing was imported. Export it again and retry.", kind: .input)
        case .tooDeep(let file):
            UserFacingError(
                title: "File not valid", message: "“\(Self.shortened(file))” is nested far deeper than any export, so nothing was imported.", kind: .input)
        case .tooLarge(let maximum):
            UserFacingError(title: "Export too large", message: "That export is larger than \(maximum / 1024 / 1024) MB once unpacked, far more than a household's recipes and stock.", kind: .input)
        case .tooManyFiles(let maximum):
            UserFacingError(title: "Too many files", message: "That archive holds more than \(maximum) files, far more than any export. Nothing was imported.", kind: .input)
        case .tooManyRecipes(let maximum):
            UserFacingError(
                title: "Too many recipes", message: "That export holds more than \(maximum) recipes, more than the meal library keeps. Export fewer and import them in parts.", kind: .input)
        case .tooManyProducts(let maximum):
            UserFacingError(title: "Too many products", message: "That stock list holds more than \(maximum) products, far more than a household's pantry. Nothing was imported.", kind: .input)
        case .tooManyFoods(let maximum):
            UserFacingError(
                title: "Too many foods", message: "That stock list holds more than \(maximum) foods, more than the kitchen keeps. Use up or remove some in Grocy, then import again.", kind: .input)
        case .damagedArchive:
            UserFacingError(title: "Archive damaged", message: "That zip file cannot be read: it is damaged or not a zip file. Export it again and retry.", kind: .input)
        case .unsafePath(let path):
            UserFacingError(
                title: "Archive not safe", message: "That archive holds a file outside its own folder (“\(Self.shortened(path))”), so nothing was imported.", kind: .input)
        }
    }

    /// A file name as a message quotes it: at most 80 characters.
    private static func shortened(_ text: String) -> String {
        let plain = RecipeImport.clean(String(text.prefix(200)))
        return plain.count > 80 ? plain.prefix(79) + "…" : plain
    }
}
