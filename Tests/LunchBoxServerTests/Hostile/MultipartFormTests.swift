import Foundation
import Hummingbird
import PropertyBased
import Testing

@testable import LunchBoxServer

/// The upload parser: one pass, limits on parts, headers and sizes (issue 27, case 1).
@Suite("Multipart form")
struct MultipartFormTests {
    static let limits = MultipartForm.Limits(maximumFileBytes: 1_000)

    static func body(_ parts: [(name: String, filename: String?, body: String)], boundary: String = "lbBoundary") -> ByteBuffer {
        var text = ""
        for part in parts {
            text += "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(part.name)\""
            if let filename = part.filename { text += "; filename=\"\(filename)\"\r\nContent-Type: image/jpeg" }
            text += "\r\n\r\n\(part.body)\r\n"
        }
        return ByteBuffer(string: text + "--\(boundary)--\r\n")
    }

    @Test func readsTheFieldsAndTheFileOfAnUpload() throws {
        let form = try MultipartForm.parse(
            Self.body([("csrf", nil, "token"), ("photo", "a.jpg", "\r\n--lbBoundar\r\r\nJPEG"), ("scan", nil, "s1")]), boundary: "lbBoundary", limits: Self.limits)
        #expect(form.field("csrf") == "token")
        #expect(form.field("scan") == "s1")
        #expect(form.file("photo") == Data("\r\n--lbBoundar\r\r\nJPEG".utf8))
        #expect(form.field("photo") == nil, "a file is not a text field")
    }

    @Test func refusesManyPartsAtTheFirstOneTooMany() {
        let parts = (0..<40_000).map { (name: "p\($0)", filename: String?.none, body: "") }
        #expect(throws: MultipartForm.Failure.tooManyParts) {
            try MultipartForm.parse(Self.body(parts), boundary: "lbBoundary", limits: Self.limits)
        }
    }

    @Test func refusesLongHeadersAndLargeParts() {
        let header = ByteBuffer(string: "--b\r\nContent-Disposition: form-data; name=\"x\"\r\nX-Pad: \(String(repeating: "a", count: 5_000))\r\n\r\nv\r\n--b--")
        #expect(throws: MultipartForm.Failure.headerTooLarge) { try MultipartForm.parse(header, boundary: "b", limits: Self.limits) }
        let field = Self.body([("scan", nil, String(repeating: "s", count: 20_000))])
        #expect(throws: MultipartForm.Failure.partTooLarge(isFile: false)) { try MultipartForm.parse(field, boundary: "lbBoundary", limits: Self.limits) }
        let file = Self.body([("photo", "a.jpg", String(repeating: "j", count: 1_001))])
        #expect(throws: MultipartForm.Failure.partTooLarge(isFile: true)) { try MultipartForm.parse(file, boundary: "lbBoundary", limits: Self.limits) }
    }

    @Test(arguments: ["", "no delimiter at all", "--lbBoundary\r\n\r\nno disposition\r\n--lbBoundary--", "--lbBoundary\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nnever ends"])
    func refusesWhatIsNotAForm(_ text: String) {
        #expect(throws: MultipartForm.Failure.malformed) { try MultipartForm.parse(ByteBuffer(string: text), boundary: "lbBoundary", limits: Self.limits) }
    }

    @Test func aPhotoOfCarriageReturnsIsReadInOnePass() throws {
        let photo = String(repeating: "\r", count: 2_000_000)
        let form = try MultipartForm.parse(
            Self.body([("photo", "a.jpg", photo)]), boundary: "lbBoundary", limits: .init(maximumFileBytes: 3_000_000))
        #expect(form.file("photo")?.count == 2_000_000)
    }

    // Feature: lunchbox-prep, Property 28: For any form of up to 8 fields (names and values from a small alphabet with line breaks and dashes), encoding it as multipart/form-data and parsing it gives back every field, in order, with its value.
    @Test func parsingGivesBackWhatWasEncoded() async {
        let text = Gen.element(of: Array("ab-\r\n=;")).compactMap { $0 }.array(of: 0...30).map { String($0) }
        let name = Gen.element(of: ["csrf", "scan", "barcodes", "photo", "x"]).compactMap { $0 }
        let fields = zip(name, text).array(of: 0...8)
        await propertyCheck(count: 200, input: fields) { fields in
            let parts = fields.map { (name: $0.0, filename: String?.none, body: $0.1) }
            let form = try? MultipartForm.parse(Self.body(parts), boundary: "lbBoundary", limits: Self.limits)
            #expect(form?.parts.map(\.name) == fields.map(\.0))
            #expect(form?.parts.map { String(buffer: $0.body) } == fields.map(\.1))
        }
    }
}
