import Foundation
import LunchBoxCore

/// A page reader that "reads" these receipt lines from any photo, laid out by
/// `ReceiptPrinter` as an OCR engine would box them, or fails with `error`.
public struct FakeDocumentReader: DocumentTextReader {
    public let lines: [String]
    public let error: (any Error & Sendable)?

    public init(lines: [String], error: (any Error & Sendable)? = nil) {
        self.lines = lines
        self.error = error
    }

    public func text(in photo: ScanPhoto) async throws -> [RecognizedText] {
        if let error { throw error }
        return ReceiptPrinter().words(lines)
    }

    /// A short British receipt: milk, bananas by weight, cheddar, a bag, a total and a card.
    public static let britishLines = [
        "TESCO STORES LTD", "SEMI SKMD MILK 2L            1.45", "BANANAS LOOSE", "0.854kg @ £0.94/kg           0.80",
        "CHDR MATURE 400G             2.50", "ZQX WIDGET                   1.99", "CARRIER BAG                  0.10",
        "TOTAL                       £6.84", "VISA DEBIT                  £6.84",
    ]
}
