import Foundation

/// Why a recognizer cannot run on this machine, as a value each face words in its
/// reader's language (`text(_:)`, `scan3` table): what to install or build. Packages,
/// files and folders are said as they are.
public enum RecognizerMissing: Equatable, Sendable {
    /// A Debian package is not installed ("zbar-tools").
    case package(String)
    /// `scripts/setup` has not yet made the model file at this path.
    case modelNotBuilt(path: String)
    /// `scripts/setup` has not yet made the text models in this folder.
    case textModelsNotBuilt(folder: String)
    /// The food model's library is not beside the program.
    case library

    public func text(_ words: Wording) -> String {
        switch self {
        case .package(let package): words("scan3.missing.package", package)
        case .modelNotBuilt(let path): words("scan3.missing.modelNotBuilt", path)
        case .textModelsNotBuilt(let folder): words("scan3.missing.textModelsNotBuilt", folder)
        case .library: words("scan3.missing.library")
        }
    }
}
