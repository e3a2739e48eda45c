import Foundation

/// A lunch packed: what it took from the kitchen, what it asks about, and whether it
/// earned play credit (only the first packing of a lunch on a day does, so undo and pack
/// again, or a double click, earns nothing more).
public struct PackedLunch: Equatable, Sendable, Codable {
    public let id: UUID
    /// What was packed: "favorite:<id>", "idea:<id>", "meal:<id>".
    public let sourceKey: String
    public let name: String
    public let day: CalendarDay
    public let packing: Packing
    public let earnedCredit: Bool

    public init(id: UUID, sourceKey: String, name: String, day: CalendarDay, packing: Packing, earnedCredit: Bool) {
        self.id = id
        self.sourceKey = sourceKey
        self.name = name
        self.day = day
        self.packing = packing
        self.earnedCredit = earnedCredit
    }
}
