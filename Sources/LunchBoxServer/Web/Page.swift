import Hummingbird
import LunchBoxCore

/// A page of the web app: a typed value that renders its content in the reader's
/// language; `Pages` puts it in the layout. A field renamed or removed in the value
/// fails the build.
protocol Page: Sendable {
    func title(_ words: Wording) -> String
    var section: PageChrome.Section { get }
    /// `<script>` elements this page adds to the layout's.
    var scripts: HTML { get }
    /// The content of `main`, every word from `words`; forms post `csrf` back.
    func content(csrf: String, words: Wording) -> HTML
}

extension Page {
    var scripts: HTML { .empty }
}

/// Renders pages in their layout, gzipped for browsers that take it, and clears a
/// one-time message once a page has shown it.
struct Pages: Sendable {
    /// Every language's catalog, loaded once for the server's life.
    let wordings: Wordings

    /// The words for this request's reader (`LanguageMiddleware` chose the language, the
    /// region and the units).
    func words(_ context: AppRequestContext) -> Wording {
        wordings[context.language].following(region: context.region, units: context.units)
    }

    func render(_ page: some Page, request: Request, context: AppRequestContext, status: HTTPResponse.Status = .ok) throws -> Response {
        let words = words(context)
        let chrome = PageChrome(title: page.title(words), section: page.section, words: words, request: request, context: context)
        let html = Layout.page(chrome, scripts: page.scripts, content: page.content(csrf: chrome.csrf, words: words))
        var response = try Self.response(html, status: status, gzip: PageCompression.acceptsGzip(request.headers[.acceptEncoding]))
        if chrome.flash != nil { Flash.clear(&response) }
        return response
    }

    /// `html` as the body, gzipped when `gzip` (the browser takes it) and it is worth it.
    static func response(_ html: HTML, status: HTTPResponse.Status = .ok, gzip: Bool = false) throws -> Response {
        var buffer = ByteBuffer(bytes: html.bytes)
        var headers: HTTPFields = [.contentType: "text/html; charset=utf-8", .vary: "Accept-Encoding, Accept-Language"]
        if gzip, buffer.readableBytes >= PageCompression.minimumBytes {
            buffer = try PageCompression.gzip(buffer)
            headers[.contentEncoding] = "gzip"
        }
        headers[.contentLength] = String(buffer.readableBytes)
        return Response(status: status, headers: headers, body: .init(byteBuffer: buffer))
    }
}
