import Foundation
import LunchBoxCore

extension ScanOutcome {
    /// "Looked with: Food model, Label reader.": who read the photo, for the advice.
    static func lookedWith(_ reports: [RecognizerReport]) -> ScanAdvice? {
        let ran = reports.filter { $0.error == nil }.map(\.kind)
        return ran.isEmpty ? nil : .lookedWith(ran)
    }

    /// The live camera's line under the picture in English, as the JSON API's `status`
    /// says it: the English catalog's words, byte for byte what it always said.
    public var status: String { status(.english) }

    /// The live camera's line under the picture in the reader's language: what was found,
    /// who looked and for how long (or why one failed), and what would help (without the
    /// advice's "looked with", which the timed line already says).
    public func status(_ words: Wording) -> String {
        let timed = reports.map { report in
            report.error.map { words("scan4.looked.failed", report.kind.title(words), $0.message(words)) }
                ?? words("scan4.looked.took", report.kind.title(words), String(format: "%.1f", locale: words.locale, Double(report.milliseconds) / 1000))
        }
        let plain = Self.lookedWith(reports)?.text(words)
        let looked = timed.isEmpty ? [] : [words("scan4.lookedWith", timed.joined(separator: ", "))]
        return ([message(words)] + looked + advice(words).filter { $0 != plain }).joined(separator: " ")
    }
}
