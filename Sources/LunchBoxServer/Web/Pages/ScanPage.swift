import LunchBoxCore

/// Scanning: what a photo showed first (to confirm or dismiss, thumb-sized), the photo
/// just scanned shown back, "this is: …" when nothing was found, the live camera
/// (scan.js), a photo upload for browsers without one, a receipt, what this machine can
/// see and which recognizers run (folded unless nothing can), what the kitchen memory
/// learnt (to forget), and typing what is seen.
struct ScanPage: Page {
    /// What the last scan said ("Nothing recognised…"), if anything.
    let notice: String?
    let error: String?
    let maximumMegabytes: Int
    let recognizers: [ScanRecognizerView]
    /// Some recognizer will run on a photo.
    let canRecognize: Bool
    /// What this machine can see, a line each ("Fruit and vegetables the food model knows…").
    let canSee: [String]
    let learnt: [ScanLearntView]
    /// The photo just scanned, shown back; nil before one.
    let photo: ScanPhotoView?
    /// The scanned photo's id, so a confirmation teaches the memory what it showed.
    let photoID: String
    /// Nothing was found in the photo: offer to name it.
    let canTeach: Bool
    /// What would help when nothing was found.
    let advice: [String]
    let detected: [ScanDetectionView]

    func title(_ words: Wording) -> String { words("scan.title") }
    var section: PageChrome.Section { .kitchen }
    var scripts: HTML { #"<script src="/static/scan-view.js" defer></script><script src="/static/scan.js" defer></script>"# }

    /// What scan.js and scan-view.js say as the camera runs.
    static func liveWords(_ words: Wording) -> ScriptWords {
        ScriptWords("live-scan", words, table: "scan.live.words", keys: liveKeys)
    }

    private static let liveKeys = [
        "noCamera", "cameraBusy", "cameraRefused", "askingForCamera", "looking", "cameraOff", "scanFailed", "unreachableRetrying", "unreachable", "typeFirst",
        "notAdded", "found", "dismissed", "added", "confirm", "dismiss", "confirmLabel", "dismissLabel", "whatIsThis", "barcode", "amount",
    ]

    func content(csrf: String, words: Wording) -> HTML {
        """
        <h1>\(words("scan.title"))</h1>
        \(html: notice.map { #"<p class="banner" role="status">\#($0)</p>"# })
        \(html: error.map { #"<p class="alert" role="alert">\#($0)</p>"# })
        \(if: !detected.isEmpty, found(csrf: csrf, words: words))
        \(html: photo.map { Self.photoBack($0, words: words) })
        \(if: canTeach, teach(csrf: csrf, words: words))
        <section class="card live-scan" data-live-scan data-frame-ms="\(String(LiveScanPace.frameMilliseconds))" data-retry-ms="\(String(LiveScanPace.retryMilliseconds))" data-longest-side="\(String(LiveScanPace.longestSide))" hidden aria-labelledby="live-heading">
          <h2 id="live-heading"><span aria-hidden="true">🎥</span> \(words("scan.live.heading"))</h2>
          <p class="muted small">\(words("scan.live.intro"))</p>
          <p class="actions"><button type="button" data-live-start>\(words("scan.live.start"))</button> <button type="button" class="quiet" data-live-stop hidden>\(words("scan.live.stop"))</button></p>
          <div class="alert" data-camera-insecure hidden>
            <p>\(words("scan.live.insecure"))</p>
          </div>
          <div class="alert camera-help" data-camera-help tabindex="-1" hidden>
            <p><strong data-camera-reason>\(words("scan.live.words.cameraRefused"))</strong> \(words("scan.live.toAllow"))</p>
            <ul>
              <li>\(words("scan.live.chrome"))</li>
              <li>\(words("scan.live.safari"))</li>
              <li>\(words("scan.live.firefox"))</li>
            </ul>
            <p>\(words("scan.live.orPhoto"))</p>
          </div>
          <div class="live-view" data-live-view hidden>
            <video muted playsinline aria-label="\(words("scan.live.picture"))"></video>
            <div class="live-overlay" data-live-overlay></div>
          </div>
          <form hidden data-live-frame method="post" action="/scan/frame" enctype="multipart/form-data">\(.csrfField(csrf))</form>
          <form hidden data-live-confirm method="post" action="/scan/frame/confirm">\(.csrfField(csrf))</form>
          <p class="live-status muted small" data-live-status></p>
          <p class="visually-hidden" role="status" data-live-announce></p>
          <ul class="live-chips" data-live-chips aria-label="\(words("scan.live.chips"))"></ul>
          <div data-live-confirmed hidden>
            <h3>\(words("scan.live.added"))</h3>
            <ul data-live-added></ul>
          </div>
          <p class="actions"><a class="button quiet" href="/inventory">\(words("scan.done"))</a></p>
          \(Self.liveWords(words).html)
        </section>

        <section class="card photo-upload" aria-labelledby="photo-heading">
          <h2 id="photo-heading"><span aria-hidden="true">📷</span> \(words("scan.photo.heading"))</h2>
          <form method="post" action="/scan/photo" enctype="multipart/form-data" data-loading>
            \(.csrfField(csrf))
            <label for="photo">\(words("scan.photo.label", maximumMegabytes))</label>
            <input id="photo" name="photo" type="file" accept="image/*" capture="environment" required>
            <p class="actions when-idle"><button type="submit">\(words("scan.photo.button"))</button></p>
            <p class="loading" role="status"><span class="spinner" aria-hidden="true"></span> \(words("scan.photo.working"))</p>
          </form>
        </section>

        \(ReceiptPage.upload(csrf: csrf, maximumMegabytes: maximumMegabytes, words: words))

        <details class="card can-see-card" aria-labelledby="recognition-heading"\(if: !canRecognize, " open")>
          <summary><h2 id="recognition-heading">\(words("scan.canSee.heading"))</h2></summary>
          <ul class="can-see">\(canSee.map { #"<li>\#($0)</li>"# })</ul>
          <ul class="recognizers">
            \(recognizers.map(Self.recognizer))
          </ul>
          \(if: !canRecognize, """
          <p class="muted">\(words("scan.canSee.nothing")) <a href="/settings">\(words("chrome.tab.settings"))</a></p>
          """)
        </details>

        \(if: !learnt.isEmpty, learntFoods(csrf: csrf, words: words))

        <section class="card" aria-labelledby="typing-heading">
          <h2 id="typing-heading"><span aria-hidden="true">⌨️</span> \(words("scan.typing.heading"))</h2>
          <form method="post" action="/scan/add">
            \(.csrfField(csrf))
            <div class="row">
              <div class="grow"><label for="scan-name">\(words("kitchen.food"))</label><input id="scan-name" name="name" type="text" maxlength="100" required autocomplete="off" placeholder="\(words("scan.typing.placeholder"))"></div>
              <div class="grow"><label for="scan-quantity">\(words("kitchen.quantity")) <span class="muted small">\(words("scan.optional"))</span></label><input id="scan-quantity" name="quantity" type="text" maxlength="50"></div>
            </div>
            <p class="actions"><button type="submit">\(words("kitchen.add"))</button> <a class="button quiet" href="/inventory">\(words("scan.done"))</a></p>
          </form>
        </section>
        """
    }

    private static func recognizer(_ recognizer: ScanRecognizerView) -> HTML {
        #"<li data-recognizer="\#(recognizer.kind)"><strong>\#(recognizer.title)</strong>: \#(recognizer.state) <span class="muted small">(\#(recognizer.detail))</span></li>"#
    }

    /// The photo as it was scanned (an inline JPEG; nothing is kept), with what was found.
    private static func photoBack(_ photo: ScanPhotoView, words: Wording) -> HTML {
        """
        <section class="card scanned-photo" aria-labelledby="photo-back-heading">
          <h2 id="photo-back-heading">\(words("scan.photoBack.heading"))</h2>
          <figure class="photo-back">
            <img src="\(photo.source)" alt="\(words("scan.photoBack.alt"))">
            \(if: !photo.found.isEmpty, #"<figcaption><ul class="photo-found">\#(photo.found.map { #"<li>\#($0)</li>"# })</ul></figcaption>"#)
          </figure>
        </section>
        """
    }

    /// Nothing was found: what would help, and "this is: …" to add it and learn it.
    private func teach(csrf: String, words: Wording) -> HTML {
        """
        <section class="card" id="teach" aria-labelledby="teach-heading">
          <h2 id="teach-heading">\(words("scan.teach.heading"))</h2>
          <ul class="advice">\(advice.map { #"<li>\#($0)</li>"# })</ul>
          <form method="post" action="/scan/confirm">
            \(.csrfField(csrf))
            <input type="hidden" name="photo" value="\(photoID)">
            <input type="hidden" name="add" value="0">
            <label for="teach-name">\(words("scan.teach.thisIs"))</label>
            <div class="row">
              <div class="grow"><input id="teach-name" name="name" type="text" maxlength="100" required autocomplete="off" placeholder="\(words("scan.teach.placeholder"))"></div>
              <div><input type="hidden" name="quantity" value=""><button type="submit">\(words("scan.teach.button"))</button></div>
            </div>
            <p class="muted small">\(words("scan.teach.memory"))</p>
          </form>
        </section>
        """
    }

    /// What the kitchen memory learnt, each with Forget, and Forget everything.
    private func learntFoods(csrf: String, words: Wording) -> HTML {
        let rows = learnt.map { food -> HTML in
            """
            <li><strong>\(food.food)</strong> <span class="muted small">\(food.detail)</span>
              <form method="post" action="/scan/memory/forget" class="inline">\(.csrfField(csrf))<input type="hidden" name="food" value="\(food.food)"><button type="submit" class="quiet" aria-label="\(words("scan.learnt.forgetFood", food.food))">\(words("scan.learnt.forget"))</button></form></li>
            """
        }
        return """
            <section class="card" id="learnt" aria-labelledby="learnt-heading">
              <h2 id="learnt-heading">\(words("scan.learnt.heading"))</h2>
              <ul class="learnt">\(rows)</ul>
              <form method="post" action="/scan/memory/forget">\(.csrfField(csrf))<button type="submit" class="quiet">\(words("scan.learnt.forgetAll"))</button></form>
            </section>
            """
    }

    /// What the photo showed, each to tick, rename and add.
    private func found(csrf: String, words: Wording) -> HTML {
        let rows = detected.map { item -> HTML in
            """
            <li class="detection">
              <label class="add-toggle" for="add-\(item.index)"><input type="checkbox" id="add-\(item.index)" name="add" value="\(item.index)"\(if: !item.needsName, " checked")> <span>\(words("scan.found.add"))</span></label>
              <label for="name-\(item.index)" class="visually-hidden">\(words("scan.found.name"))</label>
              <input id="name-\(item.index)" name="name" type="text" maxlength="100" value="\(item.name)"\(if: item.needsName, " placeholder=\"\(words("scan.found.whatIsBarcode", item.barcode))\"")>
              <label for="quantity-\(item.index)" class="visually-hidden">\(words("kitchen.quantity"))</label>
              <input id="quantity-\(item.index)" name="quantity" type="text" maxlength="50" value="\(item.quantity)" placeholder="\(words("scan.found.quantity"))">
              <input type="hidden" name="barcode" value="\(item.barcode)">
              <span class="muted small">\(item.confidence)</span>
            </li>
            """
        }
        return """
            <section class="card" id="detected" aria-labelledby="detected-heading">
              <h2 id="detected-heading">\(words("scan.found.heading"))</h2>
              <p class="muted small">\(words("scan.found.intro"))</p>
              <form method="post" action="/scan/confirm">
                \(.csrfField(csrf))
                <input type="hidden" name="photo" value="\(photoID)">
                <ul class="detections">
                  \(rows)
                </ul>
                <p class="actions"><button type="submit">\(words("scan.found.addTicked"))</button></p>
              </form>
            </section>
            """
    }
}
