import Foundation
import HTTPTypes
import Hummingbird
import LunchBoxCore
import LunchBoxTesting
import LunchBoxUseCases
import Testing

@testable import LunchBoxServer

/// The scan and receipt pages take their own words from the catalog. What the
/// recognizers and the kitchen memory report of themselves (their state lines, a learnt
/// food's photo count) is worded by their own views and not rendered here.
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
}
