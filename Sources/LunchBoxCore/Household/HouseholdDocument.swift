import Foundation

/// The household as one portable JSON document, version 1 (`docs/household-document.md`):
/// what `lunchbox export` writes and `lunchbox import` reads, so a family can move to
/// another machine, or another app can read what they keep. Favorites are schema.org
/// Recipes; dates are ISO 8601 with milliseconds, days are `YYYY-MM-DD`.
public struct HouseholdDocument: Codable, Equatable, Sendable {
    public static let formatName = "lunchbox-household"
    public static let currentVersion = 1
    /// Far above a household's document (5,000 meals are about 2 MB); a limit so an upload
    /// cannot tie up the server.
    public static let maximumBytes = 32 * 1024 * 1024

    public struct Member: Codable, Equatable, Sendable {
        public var id: UUID
        public var name: String
        public var createdAt: Date
        public var diets: DietaryPreferences
        public var packFor: Bool
        public var play: PlayProgress
    }

    public struct Preferences: Codable, Equatable, Sendable {
        public var diets: DietaryPreferences
        public var ideas: IdeaPreferences
        /// The day weeks start on, ISO numbered: 1 Monday … 7 Sunday.
        public var weekStart: Weekday
    }

    public struct PlannedMeal: Codable, Equatable, Sendable {
        public var id: UUID
        public var meal: UUID
        public var day: CalendarDay
        public var createdAt: Date
    }

    public struct Tick: Codable, Equatable, Sendable {
        public var weekStart: CalendarDay
        public var item: String
        public var boughtAt: Date
    }

    public var format: String
    public var version: Int
    public var exportedAt: Date
    public var kitchen: [InventoryItem]
    public var members: [Member]
    public var currentMember: UUID?
    public var playTimeZone: String?
    public var preferences: Preferences
    public var favorites: [FavoriteRecipe]
    public var meals: [Meal]
    public var plan: [PlannedMeal]
    public var bought: [Tick]

    public init(_ snapshot: HouseholdSnapshot, exportedAt: Date) {
        format = Self.formatName
        version = Self.currentVersion
        self.exportedAt = exportedAt
        kitchen = snapshot.kitchen
        members = snapshot.members.map {
            Member(id: $0.member.id, name: $0.member.name, createdAt: $0.member.createdAt, diets: $0.member.diets, packFor: $0.member.packFor, play: $0.progress)
        }
        currentMember = snapshot.currentMemberID
        playTimeZone = snapshot.playTimeZone
        preferences = Preferences(diets: snapshot.diets, ideas: snapshot.ideaPreferences, weekStart: snapshot.weekStart)
        favorites = snapshot.favorites.map(FavoriteRecipe.init)
        meals = snapshot.meals
        plan = snapshot.plan.map { PlannedMeal(id: $0.id, meal: $0.mealID, day: $0.day, createdAt: $0.createdAt) }
        bought = snapshot.bought.map { Tick(weekStart: $0.weekStart, item: $0.key, boughtAt: $0.boughtAt) }
    }

    /// The household the document describes, after the rules every face saves by:
    /// clean names, known meals on planned days, one member per name.
    public func snapshot() throws -> HouseholdSnapshot {
        try HouseholdDocumentCheck.check(self)
        return HouseholdSnapshot(
            kitchen: kitchen,
            members: members.map {
                .init(member: HouseholdMember(id: $0.id, name: $0.name, createdAt: $0.createdAt, diets: $0.diets, packFor: $0.packFor), progress: $0.play)
            },
            currentMemberID: currentMember, playTimeZone: playTimeZone,
            diets: preferences.diets, ideaPreferences: try preferences.ideas.validated(), weekStart: preferences.weekStart,
            favorites: favorites.map(\.idea), meals: try meals.map { try $0.validated() },
            plan: plan.map { MealAssignment(id: $0.id, mealID: $0.meal, day: $0.day, createdAt: $0.createdAt) },
            bought: bought.map { HouseholdSnapshot.BoughtItem(weekStart: $0.weekStart, key: $0.item, boughtAt: $0.boughtAt) }
        )
    }

    /// The document as JSON: keys sorted and indented, so two exports of the same
    /// household differ only in `exportedAt`.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(Self.timestamp(date))
        }
        return try encoder.encode(self)
    }

    /// Reads a document, refusing one that is too large, not JSON, not LunchBox's, or
    /// from a newer LunchBox, with words that say which.
    public static func decode(_ data: Data) throws -> HouseholdDocument {
        guard data.count <= maximumBytes else { throw HouseholdDocumentError.tooLarge(maximumBytes: maximumBytes) }
        guard let header = try? JSONDecoder().decode(Header.self, from: data) else { throw HouseholdDocumentError.notADocument }
        guard header.format == formatName else { throw HouseholdDocumentError.notADocument }
        guard header.version <= currentVersion else { throw HouseholdDocumentError.newerVersion(header.version) }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let text = try decoder.singleValueContainer().decode(String.self)
            guard let date = (try? Date(text, strategy: timestamp)) ?? (try? Date(text, strategy: .iso8601)) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not an ISO 8601 time"))
            }
            return date
        }
        do {
            return try decoder.decode(HouseholdDocument.self, from: data)
        } catch let error as DecodingError {
            throw HouseholdDocumentError.damaged(HouseholdDocumentError.where(error))
        }
    }

    private struct Header: Decodable {
        var format: String
        var version: Int
    }

    /// "2026-11-28T07:00:00.123Z": to the millisecond the household's data keeps, rounded
    /// (the formatter truncates, and 1.234 s is 1.2339999… as a Double).
    public static func timestamp(_ date: Date) -> String {
        let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded())
        let seconds = milliseconds >= 0 ? milliseconds / 1000 : (milliseconds - 999) / 1000
        let whole = Date(timeIntervalSince1970: Double(seconds)).formatted(.iso8601)
        return whole.dropLast() + String(format: ".%03dZ", Int(milliseconds - seconds * 1000))
    }

    private static let timestamp = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
}
