import Foundation
import LunchBoxCore
import LunchBoxLive
import LunchBoxTesting
import Testing
import ZIPFoundation

@Suite("Moving in: unpacking an upload")
struct ZipPeerArchiveReaderTests {
    /// A zip built in memory from (path, bytes) pairs, compressed as the apps compress theirs.
    static func zip(_ entries: [(String, Data)]) throws -> Data {
        let archive = try Archive(data: Data(), accessMode: .create)
        for (path, data) in entries {
            try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        return try #require(archive.data)
    }

    static let recipe = Data(#"{"name": "Toastie", "steps": [{"instruction": "Grill.", "ingredients": [{"food": {"name": "bread"}, "amount": 2}]}]}"#.utf8)

    @Test func aTandoorExportIsUnpackedOneZipDeep() throws {
        // Given Tandoor's export: a zip holding one zip per recipe, each with recipe.json and a photo
        let inner1 = try Self.zip([("recipe.json", Self.recipe), ("image.jpg", Data(repeating: 0xFF, count: 1_000))])
        let inner2 = try Self.zip([("recipe.json", Self.recipe)])
        let upload = try Self.zip([("1.zip", inner1), ("2.zip", inner2)])
        // When it is unpacked
        let files = try ZipPeerArchiveReader().files(in: upload, named: "export.zip")
        // Then each recipe.json comes out under its zip's name, and the photo stays packed
        #expect(files == [PeerFile(path: "1.zip/recipe.json", data: Self.recipe), PeerFile(path: "2.zip/recipe.json", data: Self.recipe)])
    }

    @Test func aMealieBackupGivesItsDatabaseAndPassesOverItsPhotos() throws {
        let database = Data(#"{"alembic_version": [], "recipes": []}"#.utf8)
        let upload = try Self.zip([("database.json", database), ("data/recipes/r-1/images/original.webp", Data(repeating: 1, count: 500)), ("__MACOSX/._database.json", Data([0, 5]))])
        #expect(try ZipPeerArchiveReader().files(in: upload, named: "mealie.zip") == [PeerFile(path: "database.json", data: database)])
    }

    @Test func aPlainJSONFileIsItsOwnOneFile() throws {
        let stock = Data(#"[{"amount": 1, "product": {"name": "Eggs"}}]"#.utf8)
        #expect(try ZipPeerArchiveReader().files(in: stock, named: "stock.json") == [PeerFile(path: "stock.json", data: stock)])
    }

    @Test func unpackedFilesReadStraightIntoAnImport() throws {
        let upload = try Self.zip([("7.zip", try Self.zip([("recipe.json", Self.recipe)]))])
        let files = try ZipPeerArchiveReader().files(in: upload, named: "export.zip")
        let result = try PeerImportReader(lexicon: try KitchenGenerators.lexicon()).read(files)
        #expect(result.source == .tandoor)
        #expect(result.recipes.map(\.ingredients) == [["2 bread"]])
    }

    @Test func aZipBombIsStoppedAtTheLimit() throws {
        // Given 8 MB of zeros, a few kilobytes once compressed, against a 1 MB limit
        let bomb = try Self.zip([("database.json", Data(count: 8 * 1024 * 1024))])
        #expect(bomb.count < 100_000)
        #expect(throws: PeerImportError.tooLarge(maximumBytes: 1024 * 1024)) {
            try ZipPeerArchiveReader(maximumBytes: 1024 * 1024).files(in: bomb, named: "bomb.zip")
        }
        // And a zip inside the zip is held to its own limit (photos do not compress)
        var generator = SystemRandomNumberGenerator()
        let photo = Data((0..<(2 * 1024 * 1024)).map { _ in UInt8.random(in: 0...255, using: &generator) })
        let nested = try Self.zip([("1.zip", try Self.zip([("recipe.json", Self.recipe), ("image.jpg", photo)]))])
        #expect(throws: PeerImportError.tooLarge(maximumBytes: 1024 * 1024)) {
            try ZipPeerArchiveReader(maximumNestedBytes: 1024 * 1024).files(in: nested, named: "export.zip")
        }
    }

    @Test func aBombWhoseHeaderUnderstatesItsSizeIsStillStopped() throws {
        // Given a zip whose headers claim its entry unpacks to 10 bytes
        var bomb = try Self.zip([("database.json", Data(count: 4 * 1024 * 1024))])
        Self.overwriteUncompressedSizes(in: &bomb, with: 10)
        // Then counting the bytes as they come stops it, whatever the header says
        #expect(throws: PeerImportError.tooLarge(maximumBytes: 1024 * 1024)) { try ZipPeerArchiveReader(maximumBytes: 1024 * 1024).files(in: bomb, named: "bomb.zip") }
    }

    @Test func tooManyEntriesAreRefused() throws {
        let upload = try Self.zip((0..<11).map { ("\($0).json", Data("{}".utf8)) })
        #expect(throws: PeerImportError.tooManyFiles(maximum: 10)) { try ZipPeerArchiveReader(maximumEntries: 10).files(in: upload, named: "many.zip") }
        #expect(try ZipPeerArchiveReader(maximumEntries: 11).files(in: upload, named: "many.zip").count == 11)
    }

    @Test(arguments: ["../recipe.json", "recipes/../../etc/passwd.json", "/etc/recipe.json", "..\\recipe.json", "C:\\recipe.json"])
    func aPathOutOfTheArchiveIsRefused(_ path: String) throws {
        let upload = try Self.zip([(path, Self.recipe)])
        #expect(throws: PeerImportError.unsafePath(path)) { try ZipPeerArchiveReader().files(in: upload, named: "evil.zip") }
    }

    @Test func aDamagedZipSaysSo() throws {
        var upload = try Self.zip([("recipe.json", Self.recipe)])
        upload = upload.prefix(upload.count / 2)
        #expect(throws: PeerImportError.damagedArchive) { try ZipPeerArchiveReader().files(in: upload, named: "cut.zip") }
    }

    /// Sets the uncompressed size in every local and central header (ZIP's 0x04034b50 at
    /// offset 22, 0x02014b50 at offset 24) to `size`.
    private static func overwriteUncompressedSizes(in data: inout Data, with size: UInt32) {
        let bytes = [UInt8](data)
        var patched = bytes
        let little = withUnsafeBytes(of: size.littleEndian) { Array($0) }
        for index in 0..<(bytes.count - 4) {
            let signature = bytes[index..<index + 4]
            let offset: Int? = signature.elementsEqual([0x50, 0x4B, 0x03, 0x04]) ? 22 : (signature.elementsEqual([0x50, 0x4B, 0x01, 0x02]) ? 24 : nil)
            if let offset, index + offset + 4 <= bytes.count { patched.replaceSubrange(index + offset..<index + offset + 4, with: little) }
        }
        data = Data(patched)
    }
}
