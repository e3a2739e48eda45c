import LunchBoxCore

/// Scanning: what a photo showed first (to confirm or dismiss, thumb-sized), the photo
/// just scanned shown back, "this is: …" when nothing was found, the live camera
/// (scan.js), a photo upload for browsers without one, a receipt, what this machine can
/// see and which recognizers run (folded unless nothing can), what the kitchen memory
/// learnt (to forget), and typing what is seen.
struct ScanPage: UntranslatedPage {
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

    var title: String { "Scan food" }
    var section: PageChrome.Section { .kitchen }
    var scripts: HTML { #"<script src="/static/scan-view.js" defer></script><script src="/static/scan.js" defer></script>"# }

    /// What scan.js and scan-view.js say as the camera runs.
    static let liveWords = ScriptWords(
        "live-scan",
        [
            "noCamera": "No camera was found on this device.",
            "cameraBusy": "The camera is in use by another app or tab. Close it there and try again.",
            "cameraRefused": "This browser was not allowed to use the camera.",
            "askingForCamera": "Asking for the camera…",
            "looking": "Looking…",
            "cameraOff": "The camera is off.",
            "scanFailed": "The scan did not work ({status}). Trying again…",
            "unreachableRetrying": "LunchBox could not be reached. Trying again…",
            "unreachable": "LunchBox could not be reached. Try again.",
            "typeFirst": "Type what it is first, then confirm.",
            "notAdded": "It could not be added ({status}).",
            "found": "Found {names}.",
            "dismissed": "Dismissed {name}.",
            "added": "Added {name} to the kitchen.",
            "confirm": "Confirm",
            "dismiss": "Dismiss",
            "confirmLabel": "Confirm {name}",
            "dismissLabel": "Dismiss {name}",
            "whatIsThis": "What is this? (barcode {barcode})",
            "barcode": "barcode {barcode}",
            "amount": "{name} ({quantity})",
        ])

    func content(csrf: String) -> HTML {
        """
        <h1>Scan food</h1>
        \(html: notice.map { #"<p class="banner" role="status">\#($0)</p>"# })
        \(html: error.map { #"<p class="alert" role="alert">\#($0)</p>"# })
        \(if: !detected.isEmpty, found(csrf: csrf))
        \(html: photo.map(Self.photoBack))
        \(if: canTeach, teach(csrf: csrf))
        <section class="card live-scan" data-live-scan data-frame-ms="\(String(LiveScanPace.frameMilliseconds))" data-retry-ms="\(String(LiveScanPace.retryMilliseconds))" data-longest-side="\(String(LiveScanPace.longestSide))" hidden aria-labelledby="live-heading">
          <h2 id="live-heading"><span aria-hidden="true">🎥</span> Live camera</h2>
          <p class="muted small">Point the camera at your food. Names appear over the picture; confirm or dismiss each.</p>
          <p class="actions"><button type="button" data-live-start>Start the camera</button> <button type="button" class="quiet" data-live-stop hidden>Stop the camera</button></p>
          <div class="alert" data-camera-insecure hidden>
            <p>The live camera needs a secure address: open LunchBox with <strong>https</strong>, or on this computer at <strong>localhost</strong>. Here, take or choose a photo below instead.</p>
          </div>
          <div class="alert camera-help" data-camera-help tabindex="-1" hidden>
            <p><strong data-camera-reason>This browser was not allowed to use the camera.</strong> To allow it:</p>
            <ul>
              <li><strong>Chrome</strong> (Android or computer): tap the icon left of the address, choose <em>Permissions</em> or <em>Site settings</em>, set <em>Camera</em> to <em>Allow</em>, then reload.</li>
              <li><strong>Safari on iPhone or iPad</strong>: tap <em>aA</em> in the address bar, then <em>Website Settings</em>, set <em>Camera</em> to <em>Allow</em>; or in the Settings app, <em>Safari</em>, <em>Camera</em>.</li>
              <li><strong>Firefox</strong>: click the camera icon in the address bar, clear the blocked permission, reload and choose <em>Allow</em>.</li>
            </ul>
            <p>Or take or choose a photo below: it is scanned the same way.</p>
          </div>
          <div class="live-view" data-live-view hidden>
            <video muted playsinline aria-label="Camera picture"></video>
            <div class="live-overlay" data-live-overlay></div>
          </div>
          <p class="live-status muted small" data-live-status></p>
          <p class="visually-hidden" role="status" data-live-announce></p>
          <ul class="live-chips" data-live-chips aria-label="Found, not on the picture"></ul>
          <div data-live-confirmed hidden>
            <h3>Added to the kitchen</h3>
            <ul data-live-added></ul>
          </div>
          <p class="actions"><a class="button quiet" href="/inventory">Done: open the kitchen</a></p>
          \(Self.liveWords.html)
        </section>

        <section class="card photo-upload" aria-labelledby="photo-heading">
          <h2 id="photo-heading"><span aria-hidden="true">📷</span> Photo of your fridge or pantry</h2>
          <form method="post" action="/scan/photo" enctype="multipart/form-data" data-loading>
            \(.csrfField(csrf))
            <label for="photo">Take a photo or choose one (up to \(maximumMegabytes) MB)</label>
            <input id="photo" name="photo" type="file" accept="image/*" capture="environment" required>
            <p class="actions when-idle"><button type="submit">Scan photo</button></p>
            <p class="loading" role="status"><span class="spinner" aria-hidden="true"></span> Recognising food…</p>
          </form>
        </section>

        \(ReceiptPage.upload(csrf: csrf, maximumMegabytes: maximumMegabytes))

        <details class="card can-see-card" aria-labelledby="recognition-heading"\(if: !canRecognize, " open")>
          <summary><h2 id="recognition-heading">What LunchBox can see here</h2></summary>
          <ul class="can-see">\(canSee.map { #"<li>\#($0)</li>"# })</ul>
          <ul class="recognizers">
            \(recognizers.map(Self.recognizer))
          </ul>
          \(if: !canRecognize, """
          <p class="muted">Nothing here can recognise food in photos yet: save an AI key with a vision-capable model in <a href="/settings">Settings</a>, or add what you see by typing below.</p>
          """)
        </details>

        \(if: !learnt.isEmpty, learntFoods(csrf: csrf))

        <section class="card" aria-labelledby="typing-heading">
          <h2 id="typing-heading"><span aria-hidden="true">⌨️</span> Add by typing</h2>
          <form method="post" action="/scan/add">
            \(.csrfField(csrf))
            <div class="row">
              <div class="grow"><label for="scan-name">Food</label><input id="scan-name" name="name" type="text" maxlength="100" required autocomplete="off" placeholder="eggs"></div>
              <div class="grow"><label for="scan-quantity">Quantity <span class="muted small">(optional)</span></label><input id="scan-quantity" name="quantity" type="text" maxlength="50"></div>
            </div>
            <p class="actions"><button type="submit">Add</button> <a class="button quiet" href="/inventory">Done: open the kitchen</a></p>
          </form>
        </section>
        """
    }

    private static func recognizer(_ recognizer: ScanRecognizerView) -> HTML {
        #"<li data-recognizer="\#(recognizer.kind)"><strong>\#(recognizer.title)</strong>: \#(recognizer.state) <span class="muted small">(\#(recognizer.detail))</span></li>"#
    }

    /// The photo as it was scanned (an inline JPEG; nothing is kept), with what was found.
    private static func photoBack(_ photo: ScanPhotoView) -> HTML {
        """
        <section class="card scanned-photo" aria-labelledby="photo-back-heading">
          <h2 id="photo-back-heading">Your photo</h2>
          <figure class="photo-back">
            <img src="\(photo.source)" alt="The photo you scanned">
            \(if: !photo.found.isEmpty, #"<figcaption><ul class="photo-found">\#(photo.found.map { #"<li>\#($0)</li>"# })</ul></figcaption>"#)
          </figure>
        </section>
        """
    }

    /// Nothing was found: what would help, and "this is: …" to add it and learn it.
    private func teach(csrf: String) -> HTML {
        """
        <section class="card" id="teach" aria-labelledby="teach-heading">
          <h2 id="teach-heading">Nothing recognised</h2>
          <ul class="advice">\(advice.map { #"<li>\#($0)</li>"# })</ul>
          <form method="post" action="/scan/confirm">
            \(.csrfField(csrf))
            <input type="hidden" name="photo" value="\(photoID)">
            <input type="hidden" name="add" value="0">
            <label for="teach-name">This is:</label>
            <div class="row">
              <div class="grow"><input id="teach-name" name="name" type="text" maxlength="100" required autocomplete="off" placeholder="oat milk"></div>
              <div><input type="hidden" name="quantity" value=""><button type="submit">Add to the kitchen and learn it</button></div>
            </div>
            <p class="muted small">LunchBox keeps what the photo looks like to its model (never the photo) so the next photo of this food is likelier to be recognised; teach it two or three photos and it knows it well.</p>
          </form>
        </section>
        """
    }

    /// What the kitchen memory learnt, each with Forget, and Forget everything.
    private func learntFoods(csrf: String) -> HTML {
        let rows = learnt.map { food -> HTML in
            """
            <li><strong>\(food.food)</strong> <span class="muted small">\(food.detail)</span>
              <form method="post" action="/scan/memory/forget" class="inline">\(.csrfField(csrf))<input type="hidden" name="food" value="\(food.food)"><button type="submit" class="quiet" aria-label="Forget \(food.food)">Forget</button></form></li>
            """
        }
        return """
            <section class="card" id="learnt" aria-labelledby="learnt-heading">
              <h2 id="learnt-heading">What LunchBox has learnt here</h2>
              <ul class="learnt">\(rows)</ul>
              <form method="post" action="/scan/memory/forget">\(.csrfField(csrf))<button type="submit" class="quiet">Forget everything learnt</button></form>
            </section>
            """
    }

    /// What the photo showed, each to tick, rename and add.
    private func found(csrf: String) -> HTML {
        let rows = detected.map { item -> HTML in
            """
            <li class="detection">
              <label class="add-toggle" for="add-\(item.index)"><input type="checkbox" id="add-\(item.index)" name="add" value="\(item.index)"\(if: !item.needsName, " checked")> <span>Add</span></label>
              <label for="name-\(item.index)" class="visually-hidden">Name</label>
              <input id="name-\(item.index)" name="name" type="text" maxlength="100" value="\(item.name)"\(if: item.needsName, " placeholder=\"What is barcode \(item.barcode)?\"")>
              <label for="quantity-\(item.index)" class="visually-hidden">Quantity</label>
              <input id="quantity-\(item.index)" name="quantity" type="text" maxlength="50" value="\(item.quantity)" placeholder="quantity">
              <input type="hidden" name="barcode" value="\(item.barcode)">
              <span class="muted small">\(item.confidence)</span>
            </li>
            """
        }
        return """
            <section class="card" id="detected" aria-labelledby="detected-heading">
              <h2 id="detected-heading">Found in the photo</h2>
              <p class="muted small">Untick what is not there to dismiss it; fix a name before adding.</p>
              <form method="post" action="/scan/confirm">
                \(.csrfField(csrf))
                <input type="hidden" name="photo" value="\(photoID)">
                <ul class="detections">
                  \(rows)
                </ul>
                <p class="actions"><button type="submit">Add ticked to the kitchen</button></p>
              </form>
            </section>
            """
    }
}
