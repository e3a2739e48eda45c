import CompressNIO
import Foundation
import Hummingbird
import LunchBoxCore
import PropertyBased
import Testing

@testable import LunchBoxServer

@Suite("Page compression")
struct PageCompressionTests {
    @Test func takesGzipOnlyWhenTheBrowserSaysSo() {
        #expect(PageCompression.acceptsGzip("gzip, deflate, br, zstd"))
        #expect(PageCompression.acceptsGzip("GZIP"))
        #expect(PageCompression.acceptsGzip("br;q=1.0, gzip;q=0.8"))
        #expect(PageCompression.acceptsGzip("*"))
        #expect(!PageCompression.acceptsGzip(nil))
        #expect(!PageCompression.acceptsGzip(""))
        #expect(!PageCompression.acceptsGzip("identity"))
        #expect(!PageCompression.acceptsGzip("br, deflate"))
        #expect(!PageCompression.acceptsGzip("gzip;q=0"))
        #expect(!PageCompression.acceptsGzip("*, gzip;q=0"))
        #expect(!PageCompression.acceptsGzip("*;q=0"))
    }

    @Test func gzipGivesBackTheSameBytes() async throws {
        await propertyCheck(count: 100, input: Gen.uint8().array(of: 0...20000)) { bytes in
            var packed = try PageCompression.gzip(ByteBuffer(bytes: bytes))
            let unpacked = try packed.decompress(with: .gzip(), maxSize: 1 << 20)
            #expect(Array(unpacked.readableBytesView) == bytes)
        }
    }

    @Test func aLongPageIsSentGzippedToABrowserThatTakesItAndPlainOtherwise() async throws {
        try await TestApp.run { client, database in
            for index in 1...20 { _ = try await database.addInventoryItem(InventoryItem(name: "apples \(index)", quantity: "\(index)")) }
            let plain = try await client.get("/inventory")
            #expect(plain.headers[.contentEncoding] == nil)
            #expect(plain.headers[.vary] == "Accept-Encoding, Accept-Language")
            let cookie = try #require(client.csrfCookie)
            let zipped = try await client.raw(.get, "/inventory", headers: [.acceptEncoding: "gzip, deflate, br", .cookie: cookie])
            #expect(zipped.status == .ok)
            #expect(zipped.headers[.contentEncoding] == "gzip")
            #expect(zipped.headers[.vary] == "Accept-Encoding, Accept-Language")
            #expect(zipped.headers[.contentLength] == String(zipped.data.count))
            #expect(zipped.data.count * 4 < plain.data.count)
            var body = ByteBuffer(bytes: zipped.data)
            #expect(String(buffer: try body.decompress(with: .gzip(), maxSize: 1 << 22)) == plain.text)
        }
    }

    @Test func aShortPageIsSentAsItIs() async throws {
        try await TestApp.run { client, _ in
            let page = try await client.raw(.get, "/welcome", headers: [.acceptEncoding: "gzip"])
            #expect(page.headers[.contentEncoding] == nil)
            #expect(page.text.contains("</html>"))
        }
    }
}
