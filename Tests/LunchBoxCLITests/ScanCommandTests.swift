import Foundation
import LunchBoxTesting
import Testing

/// `lunchbox scan` with the real label and barcode readers (scripts/setup installs them).
@Suite("lunchbox scan")
struct ScanCommandTests {
    @Test func anUnknownBarcodeIsNamedAtThePromptAndKnownTheNextTime() async throws {
        let cli = try CLIHarness()
        let photo = cli.home.file("code.png")
        try ScanToolImages.ean13("400638133393", in: cli.home.url).write(to: photo)

        let first = await cli.run("scan", photo.path, input: ["oat milk"], interactive: true)
        #expect(first.status == 0, "\(first.errors)")
        #expect(first.output.contains("Unknown product (barcode 4006381333931)"))
        #expect(first.errors.contains("What is barcode 4006381333931?"))
        #expect(first.output.contains("Added oat milk to the kitchen."))

        let second = await cli.run("scan", photo.path, "--json", "--yes")
        #expect(second.status == 0)
        let report = try JSONSerialization.jsonObject(with: Data(second.output.utf8)) as? [String: Any]
        let added = report?["added"] as? [[String: Any]]
        #expect(added?.map { $0["name"] as? String } == ["oat milk"])
        let list = await cli.run("inventory", "list", "--json")
        #expect((try JSONSerialization.jsonObject(with: Data(list.output.utf8)) as? [[String: Any]])?.count == 2)
    }

    @Test func withoutATerminalNothingIsAddedUnlessAskedTo() async throws {
        let cli = try CLIHarness()
        let photo = cli.home.file("label.jpg")
        try ScanToolImages.text("CHEDDAR", in: cli.home.url).write(to: photo)
        let run = await cli.run("scan", photo.path, "--recognizer", "labels")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("cheddar"))
        #expect(run.output.contains("Label reader"))
        #expect(run.output.contains("run with --yes"))
        let list = await cli.run("inventory", "list", "--json")
        #expect((try JSONSerialization.jsonObject(with: Data(list.output.utf8)) as? [Any])?.isEmpty == true)
        // The same photo, and one the reader cannot name, in German: the result, how sure
        // and who saw it, and what would help.
        let german = await cli.run("scan", photo.path, "--recognizer", "labels", "--language", "de")
        #expect(german.output.contains("1 Lebensmittel gefunden. Bestätige es, wenn es stimmt."), "\(german.output)")
        #expect(german.output.contains("100 %, Etikettenleser") || german.output.contains(" %, Etikettenleser"), "\(german.output)")
        let unknown = cli.home.file("unknown.jpg")
        try ScanToolImages.text("QZXV", in: cli.home.url).write(to: unknown)
        let nothing = await cli.run("scan", unknown.path, "--recognizer", "labels", "--language", "de")
        #expect(nothing.output.contains("Gelesen mit: Etikettenleser."), "\(nothing.output)")
        #expect(nothing.output.contains("Tipp es ein:"), "\(nothing.output)")
        let canSee = await cli.run("scan", "--language", "de")
        #expect(canSee.output.contains("Gedruckte Etiketten in großer, klarer Schrift (der Etikettenleser)."), "\(canSee.output)")
    }

    @Test func aFileThatIsNotAPhotoOrIsMissingGetsAClearError() async throws {
        let cli = try CLIHarness()
        let notes = cli.home.file("notes.jpg")
        try Data("shopping: milk".utf8).write(to: notes)
        let run = await cli.run("scan", notes.path)
        #expect(run.status == 1)
        #expect(run.errors.contains("That file is not a photo"))
        let missing = await cli.run("scan", cli.home.file("nowhere.jpg").path)
        #expect(missing.status == 1)
        #expect(missing.errors.contains("no such file"))
        let unknown = await cli.run("scan", notes.path, "--recognizer", "magic")
        #expect(unknown.status == 1)
        #expect(unknown.errors.contains("no recognizer called \"magic\""))
    }

    @Test func scanSettingsAreShownAndChanged() async throws {
        let cli = try CLIHarness()
        let shown = await cli.run("settings", "scan")
        #expect(shown.output.contains("Label reader (labels): ready"))
        #expect(shown.output.contains("Barcode lookup at Open Food Facts: off"))
        let changed = await cli.run("settings", "scan", "--threshold", "0.5", "--disable", "labels", "--vision-model", "llava", "--json")
        #expect(changed.status == 0, "\(changed.errors)")
        let summary = try JSONSerialization.jsonObject(with: Data(changed.output.utf8)) as? [String: Any]
        #expect(summary?["threshold"] as? Double == 0.5)
        #expect(summary?["visionModel"] as? String == "llava")
        let states = (summary?["recognizers"] as? [[String: Any]])?.map { "\($0["kind"] ?? "")=\($0["state"] ?? "")" }
        #expect(states?.contains("labels=off") == true)
        let refused = await cli.run("settings", "scan", "--threshold", "2")
        #expect(refused.status == 1)
        #expect(refused.errors.contains("0.1 to 0.95"))
    }
}

/// `lunchbox scan receipt` with the real page reader scripts/setup builds.
@Suite("lunchbox scan receipt")
struct ScanReceiptCommandTests {
    static let lines = [
        "    CORNER SHOP LTD", "SEMI SKMD MILK 2L        1.45", "BANANAS LOOSE            0.80", "CHDR MATURE 400G         2.50",
        "CARRIER BAG              0.10", "TOTAL                    4.85", "VISA DEBIT               4.85",
    ]

    @Test func aPrintedReceiptFillsTheKitchenAndTheBagAndTotalStayOut() async throws {
        let cli = try CLIHarness()
        let photo = cli.home.file("receipt.jpg")
        try ScanToolImages.receipt(Self.lines, in: cli.home.url).write(to: photo)

        let asked = await cli.run("scan", "receipt", photo.path)
        #expect(asked.status == 0, "\(asked.errors)")
        #expect(asked.output.contains("milk (2 L)"), "\(asked.output)")
        #expect(asked.output.contains("carrier bag"))
        #expect(asked.output.contains("run with --yes"))

        let added = await cli.run("scan", "receipt", photo.path, "--json", "--yes")
        #expect(added.status == 0, "\(added.errors)")
        let report = try JSONSerialization.jsonObject(with: Data(added.output.utf8)) as? [String: Any]
        let names = (report?["added"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        #expect(names == ["milk", "banana", "cheddar"], "\(added.output)")
        #expect((report?["skipped"] as? [Any])?.isEmpty == false)

        let german = await cli.run("scan", "receipt", photo.path, "--language", "de")
        #expect(german.output.contains("3 Lebensmittel, 0 zu benennen, 4 Zeilen weggelassen."), "\(german.output)")
        #expect(german.output.contains("CARRIER BAG 0.10 (Tragetasche)"), "\(german.output)")
    }

    @Test func aMissingPhotoIsSaidPlainly() async throws {
        let cli = try CLIHarness()
        let run = await cli.run("scan", "receipt", cli.home.file("nowhere.jpg").path)
        #expect(run.status != 0)
        #expect(run.errors.contains("no such file"))
    }
}
