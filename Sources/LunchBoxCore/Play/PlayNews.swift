import Foundation

/// A line for a toast ("Badge unlocked: First idea"), kept until a face has shown it.
public struct PlayNews: Codable, Equatable, Sendable {
    /// Increasing per player, so a face can mark what it showed as seen.
    public let number: Int
    public let text: String

    public init(number: Int, text: String) {
        self.number = number
        self.text = text
    }
}
