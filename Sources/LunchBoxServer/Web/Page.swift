import Hummingbird

/// A page of the web app: a typed value that renders its content; `Pages` puts it in
/// the layout. A field renamed or removed in the value fails the build.
protocol Page: Sendable {
    var title: String { get }
    var section: PageChrome.Section { get }
    /// `<script>` elements this page adds to the layout's.
    var scripts: HTML { get }
    /// The content of `main`; forms post `csrf` back.
    func content(csrf: String) -> HTML
}

extension Page {
    var scripts: HTML { .empty }
}

/// Renders pages in their layout, gzipped for browsers that take it, and clears a
/// one-time message once a page has shown it.
struct Pages: Sendable {
    func render(_ page: some Page, request: Request, context: AppRequestContext, status: HTTPResponse.Status = .ok) throws -> Response {
        let chrome = PageChrome(title: page.title, section: page.section, request: request, context: context)
        let html = Layout.page(chrome, scripts: page.scripts, content: page.content(csrf: chrome.csrf))
        var response = try Self.response(html, status: status, gzip: PageCompression.acceptsGzip(request.headers[.acceptEncoding]))
        if chrome.flash != nil { Flash.clear(&response) }
        return response
    }

    /// `html` as the body, gzipped when `gzip` (the browser takes it) and it is worth it.
    static func response(_ html: HTML, status: HTTPResponse.Status = .ok, gzip: Bool = false) throws -> Response {
        var buffer = ByteBuffer(bytes: html.bytes)
        var headers: HTTPFields = [.contentType: "text/html; charset=utf-8", .vary: "Accept-Encoding"]
        if gzip, buffer.readableBytes >= PageCompression.minimumBytes {
            buffer = try PageCompression.gzip(buffer)
            headers[.contentEncoding] = "gzip"
        }
        headers[.contentLength] = String(buffer.readableBytes)
        return Response(status: status, headers: headers, body: .init(byteBuffer: buffer))
    }
}
