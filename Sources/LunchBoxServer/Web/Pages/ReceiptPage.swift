import LunchBoxCore

/// A till receipt: the photo to send, then what it lists, each line to tick, rename and
/// add to the kitchen in one go, and the lines left out with why.
struct ReceiptPage: Page {
    /// "3 foods, 1 to name, 4 lines left out.", after a photo.
    let notice: String?
    let error: String?
    let maximumMegabytes: Int
    let lines: [ReceiptLineView]
    /// Lines left out: (printed text, why).
    let skipped: [(text: String, reason: String)]

    func title(_ words: Wording) -> String { words("scan.receipt.title") }
    var section: PageChrome.Section { .kitchen }

    func content(csrf: String, words: Wording) -> HTML {
        """
        <h1><span aria-hidden="true">🧾</span> \(words("scan.receipt.title"))</h1>
        \(html: notice.map { #"<p class="banner" role="status">\#($0)</p>"# })
        \(html: error.map { #"<p class="alert" role="alert">\#($0)</p>"# })
        \(if: !lines.isEmpty, list(csrf: csrf, words: words))
        \(if: !skipped.isEmpty, leftOut(words))
        \(Self.upload(csrf: csrf, maximumMegabytes: maximumMegabytes, words: words, again: !lines.isEmpty || notice != nil))
        """
    }

    /// The form that sends a receipt's photo (also on the scan page).
    static func upload(csrf: String, maximumMegabytes: Int, words: Wording, again: Bool = false) -> HTML {
        """
        <section class="card receipt-upload" aria-labelledby="receipt-upload-heading">
          <h2 id="receipt-upload-heading"><span aria-hidden="true">🧾</span> \(words(again ? "scan.receipt.another" : "scan.receipt.photoHeading"))</h2>
          <p class="muted small">\(words("scan.receipt.intro"))</p>
          <form method="post" action="/scan/receipt" enctype="multipart/form-data" data-loading>
            \(.csrfField(csrf))
            <label for="receipt-photo">\(words("scan.receipt.label", maximumMegabytes))</label>
            <input id="receipt-photo" name="photo" type="file" accept="image/*" capture="environment" required>
            <p class="actions when-idle"><button type="submit">\(words("scan.receipt.button"))</button></p>
            <p class="loading" role="status"><span class="spinner" aria-hidden="true"></span> \(words("scan.receipt.working"))</p>
          </form>
        </section>
        """
    }

    private func list(csrf: String, words: Wording) -> HTML {
        let rows = lines.map { line -> HTML in
            """
            <li class="receipt-line">
              <input type="checkbox" id="add-\(line.index)" name="add" value="\(line.index)"\(if: line.ticked, " checked")>
              <label for="add-\(line.index)" class="visually-hidden">\(words("scan.receipt.addLine", line.name))</label>
              <label for="name-\(line.index)" class="visually-hidden">\(words("scan.found.name"))</label>
              <input id="name-\(line.index)" name="name" type="text" maxlength="100" value="\(line.name)">
              <label for="quantity-\(line.index)" class="visually-hidden">\(words("kitchen.quantity"))</label>
              <input id="quantity-\(line.index)" name="quantity" type="text" maxlength="50" value="\(line.quantity)" placeholder="\(words("scan.found.quantity"))">
              <input type="hidden" name="key" value="\(line.key)"><input type="hidden" name="printed" value="\(line.printed)">
              <input type="hidden" name="hint" value="\(line.hint)">
              <span class="receipt-printed muted small">\(line.printed)</span>
              \(if: !line.hint.isEmpty, #"<span class="receipt-hint small">\#(line.hint)</span>"#)
            </li>
            """
        }
        return """
            <section class="card" id="receipt-lines" aria-labelledby="receipt-lines-heading">
              <h2 id="receipt-lines-heading">\(words("scan.receipt.linesHeading"))</h2>
              <p class="muted small">\(words("scan.receipt.linesIntro"))</p>
              <form method="post" action="/scan/receipt/confirm">
                \(.csrfField(csrf))
                <ul class="detections receipt-lines">
                  \(rows)
                </ul>
                <p class="actions"><button type="submit">\(words("scan.found.addTicked"))</button> <a class="button quiet" href="/scan/receipt">\(words("scan.receipt.startAgain"))</a></p>
              </form>
            </section>
            """
    }

    private func leftOut(_ words: Wording) -> HTML {
        """
        <section class="card" aria-labelledby="receipt-skipped-heading">
          <details>
            <summary id="receipt-skipped-heading">\(words("scan.receipt.leftOut", skipped.count))</summary>
            <ul class="receipt-skipped small">\(skipped.map { #"<li><span class="muted">\#($0.reason):</span> \#($0.text)</li>"# })</ul>
          </details>
        </section>
        """
    }
}
