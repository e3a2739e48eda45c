import Foundation
import HTTPTypes
import Hummingbird
import LunchBoxCore
import LunchBoxTesting
import LunchBoxUseCases
import Testing

@testable import LunchBoxServer

/// The scan and receipt pages take their own words from the catalog, and so do what the
/// recognizers and the kitchen memory report of themselves (how each is set up or why it
/// cannot run, a learnt food's photo count), the foods a photo showed beside its ideas and
/// the notes after a change.
@Suite("Scan pages in the reader's language")
struct ScanLanguagePagesTests {
    @Test func theScanAndReceiptPagesTakeEveryWordFromTheCatalog() {
        let wordings = Wordings()
        for language in Language.allCases {
            let words = wordings[language].marking
            let pages: [any Page] = [
                ScanPage(
                    notice: "⟦Nothing found⟧", error: nil, maximumMegabytes: 20, recognizers: [], canRecognize: false, canSee: ["⟦fruit⟧"], learnt: [], photo: nil,
                    photoID: "1", canTeach: true, advice: ["⟦closer⟧"], detected: []),
                ReceiptPage(notice: "⟦3 foods⟧", error: "⟦blurred⟧", maximumMegabytes: 20, lines: [], skipped: [(text: "⟦BAG⟧", reason: "⟦a bag⟧")]),
            ]
            for page in pages {
                let chrome = PageChrome(title: page.title(words), section: page.section, words: words, csrf: "token")
                let html = Layout.page(chrome, scripts: page.scripts, content: page.content(csrf: "token", words: words)).description
                let unmarked = LanguagePagesTests.unmarkedWords(in: html)
                #expect(unmarked.isEmpty, "\(language) \(type(of: page)): \(unmarked)")
            }
        }
    }

    /// What a photo or a receipt showed is said in the reader's language: the result, how
    /// sure each food is and who saw it, what would help, a receipt's summary and why a
    /// line was left out.
    @Test func aScannedPhotoAndReceiptAreDescribedInTheReadersLanguage() async throws {
        let scanning = ScanningServices(
            recognizers: [FakeRecognizer(.labelReader, labels: ["MILK"])], documentReader: FakeDocumentReader(lines: FakeDocumentReader.britishLines))
        try await TestApp.run(scanning: scanning) { client, _ in
            _ = try await client.get("/scan")
            let token = try #require(client.csrfToken)
            let german: [HTTPFields.Element.Name: String] = [.cookie: try #require(client.csrfCookie), .acceptLanguage: "de"]
            let photo = try await client.raw(
                .post, "/scan/photo", headers: KitchenPagesTests.multipart(german), body: KitchenPagesTests.upload(TestPhotos.jpeg, csrf: token))
            #expect(photo.text.contains("1 Lebensmittel gefunden. Bestätige es, wenn es stimmt."), "\(photo.text)")
            #expect(photo.text.contains("Etikettenleser") && !photo.text.contains("Label reader"))
            #expect(photo.text.contains("Gedruckte Etiketten in großer, klarer Schrift (der Etikettenleser)."))
            let receipt = try await client.raw(
                .post, "/scan/receipt", headers: KitchenPagesTests.multipart(german), body: KitchenPagesTests.upload(TestPhotos.jpeg, csrf: token))
            #expect(receipt.text.contains("3 Lebensmittel, 1 zu benennen, 4 Zeilen weggelassen."), "\(receipt.text)")
            #expect(receipt.text.contains("Tragetasche:</span> CARRIER BAG"))
        }
    }

    /// Every recognizer's state and detail (ready, off, missing a package, waiting for a
    /// key), a learnt food and an unnamed barcode under the photo: all from the catalog.
    @Test func theRecognizersLearntFoodsAndSeenFoodsAreWordedFromTheCatalog() async throws {
        let (useCases, database) = try TestUseCases.make(scanning: Self.scanning)
        try await useCases.scanning.updateSettings(ScanSettingsChange(enabled: [.labelReader: false]))
        try await database.rememberFood("oat milk", print: try Self.print(), at: TestUseCases.monday)
        let statuses = try await useCases.scanning.recognizers()
        #expect(Set(statuses.map(\.state)) == [.ready, .untried, .off, .unavailable], "\(statuses)")
        let learnt = try await useCases.scanning.learnedFoods()
        let unnamed = DetectedItem(name: "", confidence: 1, recognizers: [.barcode], barcode: "4006381333931")
        let seen = [DetectedItem(name: "cheddar", confidence: 0.9, recognizers: [.visionModel], quantity: "200 g"), unnamed]
        let household = ["oat milk", "cheddar", "200 g", "4006381333931", "fake-model", "zbar-tools"]
        for language in Language.allCases {
            let words = Wordings()[language].marking
            let settings = try await ScanSettingsView.load(useCases.scanning, words: words).html(csrf: "token", words: words).description
            let page = ScanPage(
                notice: nil, error: nil, maximumMegabytes: 20, recognizers: statuses.map { ScanRecognizerView($0, words: words) }, canRecognize: true,
                canSee: [], learnt: learnt.map { ScanLearntView($0, words: words, timeZone: .gmt) },
                photo: ScanPhotoView(preview: Data([1]), detected: [unnamed], words: words), photoID: "1", canTeach: false, advice: [], detected: [])
            let scan = page.content(csrf: "token", words: words).description
            let photoIdeas = SeenFoodsView(seen).html(csrf: "token", words: words).description
            for (name, html) in [("settings", settings), ("scan", scan), ("photo ideas", photoIdeas)] {
                let unmarked = MarkedWords.unmarked(in: html, ignoring: household)
                #expect(unmarked.isEmpty, "\(language) \(name): \(unmarked)")
            }
        }
    }

    /// What the reader sees in German: how each recognizer is set up, a learnt food with
    /// its date in German, the photo's unnamed barcode, and what a photo showed.
    @Test func theRecognizersAndTheKitchenMemorySpeakGerman() async throws {
        try await TestApp.run(scanning: Self.scanning) { client, database in
            try await database.rememberFood("Hafermilch", print: try Self.print(), at: TestUseCases.monday)
            let settings = try await client.raw(.get, "/settings", headers: [.acceptLanguage: "de"]).text
            #expect(settings.contains("Auf diesem Gerät"), "\(settings)")
            #expect(settings.contains("Hier nicht installiert (Debian-Paket zbar-tools)"))
            #expect(settings.contains("Braucht einen in den Einstellungen gespeicherten KI-Schlüssel"))
            #expect(settings.contains("Auf diesem Gerät, ohne Schlüssel (fake-model); noch nicht an einem Foto ausprobiert"))
            #expect(settings.contains("1 Lebensmittel hier gelernt"))
            #expect(!settings.contains("On this machine") && !settings.contains("Not installed"))
            let scan = try await client.raw(.get, "/scan", headers: [.acceptLanguage: "de"]).text
            #expect(scan.contains("1 Foto, zuletzt am 23. Nov. 2026"), "\(scan)")
            #expect(!scan.contains("photo, last"))
        }
        let german = Wordings()[.german]
        let photo = ScanPhotoView(preview: Data([1]), detected: [DetectedItem(name: "", confidence: 1, recognizers: [.barcode], barcode: "4006381333931")], words: german)
        #expect(photo?.found == ["Strichcode 4006381333931"])
        let seen = SeenFoodsView([DetectedItem(name: "Cheddar", confidence: 0.9, recognizers: [.visionModel])]).html(csrf: "token", words: german).description
        #expect(seen.contains("Auf dem Foto erkannt") && seen.contains("Angehakte zur Küche hinzufügen") && seen.contains("Bildmodell"), "\(seen)")
        #expect(!seen.contains("Seen in the photo") && !seen.contains("Vision model"))
    }

    /// The scan page's notes after a change (added, forgotten) are the reader's.
    @Test func theNotesAfterAChangeSpeakFrench() async throws {
        try await TestApp.run(scanning: Self.scanning) { client, database in
            _ = try await client.get("/scan")
            let token = try #require(client.csrfToken)
            let french: HTTPFields = [.contentType: "application/x-www-form-urlencoded", .cookie: try #require(client.csrfCookie), .acceptLanguage: "fr"]
            func post(_ path: String, _ form: String) async throws -> String {
                let response = try await client.raw(.post, path, headers: french, body: ByteBuffer(string: "csrf=\(token)&" + form))
                let cookies = [KitchenPagesTests.flashCookie(response), try #require(client.csrfCookie)].joined(separator: "; ")
                return try await client.raw(.get, "/scan", headers: [.cookie: cookies, .acceptLanguage: "fr"]).text
            }
            #expect(try await post("/scan/add", "name=tofu&quantity=").contains("Ajouté : tofu. Ajoutez le suivant, ou ouvrez votre cuisine."))
            #expect(try await post("/scan/confirm", "name=skyr&quantity=&add=0&name=kale&quantity=&add=1").contains("Ajouté à la cuisine : skyr et kale."))
            #expect(try await post("/scan/confirm", "name=skyr&quantity=").contains("était coché, donc rien n"))
            try await database.rememberFood("skyr", print: try Self.print(), at: TestUseCases.monday)
            #expect(try await post("/scan/memory/forget", "food=skyr").contains("LunchBox a oublié skyr."))
            #expect(try await post("/scan/memory/forget", "").contains("Tout ce qui avait été appris est oublié (0 photo)."))
        }
    }

    /// A photo that could not be scanned is explained in the reader's language, on the scan
    /// page and the receipt page alike.
    @Test func aFailedUploadIsExplainedInTheReadersLanguage() async throws {
        try await TestApp.run(scanning: Self.scanning) { client, _ in
            _ = try await client.get("/scan")
            let token = try #require(client.csrfToken)
            let french: [HTTPFields.Element.Name: String] = [.cookie: try #require(client.csrfCookie), .acceptLanguage: "fr"]
            let notAPhoto = UserFacingError(ScanError.notAPhoto).message(Wordings()[.french])
            for path in ["/scan/photo", "/scan/receipt"] {
                let page = try await client.raw(
                    .post, path, headers: KitchenPagesTests.multipart(french), body: KitchenPagesTests.upload(Data("not a photo".utf8), csrf: token))
                #expect(page.text.contains(notAPhoto.replacingOccurrences(of: "'", with: "&#39;")) || page.text.contains(notAPhoto), "\(path): \(page.text)")
                #expect(!page.text.contains("That file is not a photo"))
            }
        }
    }

    /// A label reader, a missing barcode reader, the food model and the kitchen memory, and
    /// a vision model waiting for its key.
    static let scanning = ScanningServices(
        recognizers: [FakeRecognizer(.labelReader, labels: ["MILK"])], unavailable: [RecognizerAvailability(kind: .barcode, missing: .package("zbar-tools"))],
        imagePreparer: FakeImagePreparer(), imageModel: FakeImageModel(), classMap: try? FoodClassMap.bundled(lexicon: FoodLexicon.bundled()))

    static func print() throws -> FeaturePrint {
        try #require(FeaturePrint(model: "fake-model", values: FakeImageModel.features(axis: 0)))
    }
}
