import Foundation
import LunchBoxCore

extension ScanOutcome {
    /// "Looked with: Food model, Label reader.": who read the photo, for the advice.
    static func lookedWith(_ reports: [RecognizerReport]) -> ScanAdvice? {
        let ran = reports.filter { $0.error == nil }.map(\.kind)
        return ran.isEmpty ? nil : .lookedWith(ran)
    }

    /// The live camera's line under the picture: what was found, who looked and for how
    /// long (or why one failed), and what would help.
    public var status: String {
        let timed = reports.map { report in
            report.error.map { "\(report.kind.title) (failed: \($0.message))" }
                ?? "\(report.kind.title) (\(String(format: "%.1f", Double(report.milliseconds) / 1000)) s)"
        }
        let plain = Self.lookedWith(reports)?.english
        let lines = [message] + (timed.isEmpty ? [] : ["Looked with " + timed.joined(separator: ", ") + "."]) + advice.filter { $0 != plain }
        return lines.joined(separator: " ")
    }
}
