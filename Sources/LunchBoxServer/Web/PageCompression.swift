import CompressNIO
import Hummingbird

/// Pages sent gzipped to a browser that says it takes gzip.
///
/// The kitchen page is about 1.8 kB an item, nearly all of it markup that repeats; at
/// zlib's fastest level it shrinks more than tenfold for a fraction of a millisecond of
/// CPU, which a phone on a busy home network gets back many times over. Small pages are
/// sent as they are: there the saving is smaller than the cost.
enum PageCompression {
    static let minimumBytes = 4096

    /// Whether `Accept-Encoding` takes gzip: named (or `*`) without `q=0`.
    static func acceptsGzip(_ header: String?) -> Bool {
        guard let header else { return false }
        var gzip: Bool?
        var anything = false
        for entry in header.split(separator: ",") {
            let parts = entry.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let coding = parts.first?.lowercased() else { continue }
            let quality = parts.dropFirst().first { $0.lowercased().hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            if coding == "gzip" || coding == "x-gzip" { gzip = quality > 0 }
            if coding == "*" { anything = quality > 0 }
        }
        return gzip ?? anything
    }

    /// `body` gzipped at zlib's fastest level.
    static func gzip(_ body: ByteBuffer) throws -> ByteBuffer {
        var body = body
        return try body.compress(with: .gzip(configuration: .init(compressionLevel: .fastestCompression, memoryLevel: .memory8K)))
    }
}
