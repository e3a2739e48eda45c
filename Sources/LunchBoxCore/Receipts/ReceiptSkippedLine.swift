/// A receipt line left out, and why: a total, a tax line, a bag, the shop's address.
public struct ReceiptSkippedLine: Codable, Equatable, Hashable, Sendable {
    public let text: String
    public let kind: ReceiptLineKind
    public let box: ScanBox?

    public init(text: String, kind: ReceiptLineKind, box: ScanBox?) {
        self.text = text
        self.kind = kind
        self.box = box
    }
}
