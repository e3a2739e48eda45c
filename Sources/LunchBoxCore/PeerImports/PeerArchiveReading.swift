import Foundation

/// Unpacks an upload from another kitchen app into the files `PeerImportReader` reads: a
/// zip (a Mealie backup or export, a Tandoor export with one zip per recipe inside) or a
/// plain JSON file, which is its one file. The live reader (LunchBoxLive) unzips; a test
/// can hand files over as they are.
public protocol PeerArchiveReading: Sendable {
    /// The files in `upload`, named by their paths in the archive ("12.zip/recipe.json"
    /// for a zip inside the zip); `name` is the uploaded file's name, the one file's path
    /// when the upload is not an archive. Throws a `PeerImportError` for an archive that
    /// is damaged, unsafe or far larger once unpacked than any export.
    func files(in upload: Data, named name: String) throws -> [PeerFile]
}
