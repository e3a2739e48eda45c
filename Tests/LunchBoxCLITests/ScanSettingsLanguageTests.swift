import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

/// `lunchbox settings scan` says how each recognizer is set up, or why it cannot run, in
/// the reader's language; its JSON keeps the documented English.
@Suite("Scan settings in the reader's language")
struct ScanSettingsLanguageTests {
    static let english = ["On this machine", "Not installed", "Not built", "Needs an AI key", "cannot be resized", "learnt here", "Not available", "not yet tried"]

    @Test func theRecognizersSayHowTheyAreSetUpInGerman() async throws {
        let cli = try CLIHarness()
        let run = await cli.run("settings", "scan", "--language", "de")
        #expect(run.status == 0, "\(run.errors)")
        for english in Self.english { #expect(!run.output.contains(english), "\(english): \(run.output)") }
        // No key here (or no libvips): the vision model says what it needs, in German.
        let vision = try #require(run.output.split(separator: "\n").first { $0.contains("(vision)") })
        #expect(
            vision.contains("Braucht einen in den Einstellungen gespeicherten KI-Schlüssel") || vision.contains("Fotos können auf diesem Gerät nicht verkleinert werden"),
            "\(vision)")
        let json = await cli.run("settings", "scan", "--json", "--language", "de").output
        #expect(json.contains("Needs an AI key") || json.contains("Photos cannot be resized"), "\(json)")
    }

    @Test(arguments: [Language.german, .french, .spanish, .swedish])
    func everyRecognizerLineComesFromTheCatalog(_ language: Language) async throws {
        let cli = try CLIHarness()
        cli.marksWords = true
        let run = await cli.run("settings", "scan", "--language", language.rawValue)
        #expect(run.status == 0, "\(run.errors)")
        // Paths and packages are said as they are.
        let unmarked = run.output.split(separator: "\n").flatMap { MarkedWords.unmarked(in: String($0), ignoring: [cli.home.url.path]) }
        #expect(unmarked.isEmpty, "\(language): \(unmarked)\n\(run.output)")
    }
}
