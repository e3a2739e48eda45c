import Foundation
import Hummingbird

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A multipart/form-data body split into its parts in one pass over the bytes, with
/// limits on the number of parts, each part's headers and each part's size.
///
/// Our upload forms have four fields (a photo, a scan id, barcodes, the form token), so
/// anything with many parts is not one of ours: it is refused at the first part too
/// many, before more of the body is looked at. The decoder it replaces built a keyed
/// tree of every part and took 48 s for 40,000 empty ones (issue 27); this is linear in
/// the body's size whatever it holds.
struct MultipartForm: Sendable {
    struct Limits: Sendable {
        var maximumParts = 8
        /// The headers of one part (Content-Disposition, Content-Type).
        var maximumHeaderBytes = 2048
        /// A field that is not a file: a token, a scan id, a list of barcodes.
        var maximumFieldBytes = 16 * 1024
        /// A file (the photo).
        var maximumFileBytes: Int
    }

    /// Why a body was refused.
    enum Failure: Error, Equatable {
        case malformed
        case tooManyParts
        case headerTooLarge
        case partTooLarge(isFile: Bool)
    }

    struct Part: Sendable {
        let name: String
        let filename: String?
        let body: ByteBuffer
    }

    let parts: [Part]

    /// The first field called `name` that is not a file, as text.
    func field(_ name: String) -> String? {
        parts.first { $0.name == name && $0.filename == nil }.map { String(buffer: $0.body) }
    }

    /// The bytes of the first part called `name` (a file, or a field sent without a file name).
    func file(_ name: String) -> Data? {
        parts.first { $0.name == name }.map { Data($0.body.readableBytesView) }
    }

    /// The file name the browser sent with the part called `name` ("mealie_2026.zip").
    func fileName(_ name: String) -> String? {
        parts.first { $0.name == name }?.filename
    }

    static func parse(_ buffer: ByteBuffer, boundary: String, limits: Limits) throws(Failure) -> MultipartForm {
        guard (1...70).contains(boundary.utf8.count) else { throw .malformed }
        let delimiter = Array("--\(boundary)".utf8)
        let ranges = try buffer.withUnsafeReadableBytes { bytes throws(Failure) in
            try Scanner(bytes: bytes, delimiter: delimiter, limits: limits).partRanges()
        }
        return MultipartForm(
            parts: ranges.map { range in
                Part(name: range.name, filename: range.filename, body: buffer.getSlice(at: buffer.readerIndex + range.body.lowerBound, length: range.body.count) ?? ByteBuffer())
            })
    }
}

extension MultipartForm {
    /// One walk over the bytes: each delimiter is found by `memchr` for its first byte and
    /// a comparison of at most the delimiter's length (at most 74 bytes).
    private struct Scanner {
        struct PartRange {
            let name: String
            let filename: String?
            let body: Range<Int>
        }

        let bytes: UnsafeRawBufferPointer
        let delimiter: [UInt8]
        let limits: Limits

        func partRanges() throws(Failure) -> [PartRange] {
            // The first delimiter starts the body or follows a preamble and a line break.
            guard var position = firstDelimiter() else { throw .malformed }
            var parts: [PartRange] = []
            while true {
                position += delimiter.count
                if matches("--", at: position) { return parts }
                guard matches("\r\n", at: position) else { throw .malformed }
                position += 2
                guard parts.count < limits.maximumParts else { throw .tooManyParts }
                let headerEnd = try endOfHeaders(from: position)
                let (name, filename) = try disposition(position..<headerEnd)
                let bodyStart = headerEnd + 4
                guard let next = nextDelimiter(from: bodyStart) else { throw .malformed }
                let limit = filename == nil ? limits.maximumFieldBytes : limits.maximumFileBytes
                guard next - bodyStart <= limit else { throw .partTooLarge(isFile: filename != nil) }
                parts.append(PartRange(name: name, filename: filename, body: bodyStart..<next))
                position = next + 2
            }
        }

        private func matches(_ text: StaticString, at position: Int) -> Bool {
            let count = text.utf8CodeUnitCount
            guard position + count <= bytes.count else { return false }
            return (0..<count).allSatisfy { bytes[position + $0] == text.utf8Start[$0] }
        }

        private func matchesDelimiter(at position: Int) -> Bool {
            guard position + delimiter.count <= bytes.count else { return false }
            return delimiter.indices.allSatisfy { bytes[position + $0] == delimiter[$0] }
        }

        private func firstDelimiter() -> Int? {
            if matchesDelimiter(at: 0) { return 0 }
            return nextDelimiter(from: 0).map { $0 + 2 }
        }

        /// Where the next "\r\n--boundary" begins, at or after `start`.
        private func nextDelimiter(from start: Int) -> Int? {
            var position = start
            guard let base = bytes.baseAddress else { return nil }
            while position < bytes.count {
                guard let found = memchr(base + position, 0x0D, bytes.count - position) else { return nil }
                let index = base.distance(to: UnsafeRawPointer(found))
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A, matchesDelimiter(at: index + 2) { return index }
                position = index + 1
            }
            return nil
        }

        /// Where the blank line after a part's headers begins, within the header limit.
        private func endOfHeaders(from start: Int) throws(Failure) -> Int {
            let end = min(bytes.count, start + limits.maximumHeaderBytes + 4)
            var position = start
            while position + 4 <= end {
                if bytes[position] == 0x0D, matches("\r\n\r\n", at: position) { return position }
                position += 1
            }
            throw end - start > limits.maximumHeaderBytes ? .headerTooLarge : .malformed
        }

        /// The `name` and `filename` of a part's Content-Disposition header.
        private func disposition(_ range: Range<Int>) throws(Failure) -> (String, String?) {
            let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            for line in text.split(separator: "\r\n") {
                let parts = line.split(separator: ":", maxSplits: 1)
                guard parts.count == 2, parts[0].lowercased() == "content-disposition" else { continue }
                let parameters = Self.parameters(parts[1])
                guard let name = parameters["name"] else { throw .malformed }
                return (name, parameters["filename"])
            }
            throw .malformed
        }

        /// `form-data; name="photo"; filename="a.jpg"` as a dictionary (quotes removed).
        private static func parameters(_ value: Substring) -> [String: String] {
            var result: [String: String] = [:]
            for piece in value.split(separator: ";").dropFirst() {
                let pair = piece.split(separator: "=", maxSplits: 1)
                guard pair.count == 2 else { continue }
                let key = pair[0].trimmingCharacters(in: .whitespaces).lowercased()
                var text = pair[1].trimmingCharacters(in: .whitespaces)
                if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") { text = String(text.dropFirst().dropLast()) }
                if result[key] == nil { result[key] = text }
            }
            return result
        }
    }
}
