import Foundation
import LunchBoxCore

/// Numbers on the play page; play's words themselves are the core's (`PlayWording.swift`),
/// which `lunchbox play` and the toasts share.
enum PlayWords {
    /// "2,000", "2.000", "2 000": a number as the reader's language groups it.
    static func number(_ value: Int, _ words: Wording) -> String {
        value.formatted(.number.locale(words.locale))
    }
}
