import Foundation
import LunchBoxCore
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
}
