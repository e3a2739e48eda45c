import Foundation
import LunchBoxCore

/// Moving in from another kitchen app (`lunchbox move-in FILE`, Settings → Move your
/// household): Mealie's and Tandoor's recipes become favorites and meals in the library,
/// Grocy's stock becomes the kitchen, in one write; the report says what came in and
/// what could not be mapped.
public struct MoveInUseCase: Sendable {
    /// The most an upload may be: a zip of the most a reader takes unpacked.
    public static let maximumUploadBytes = PeerImportReader.maximumBytes

    private let lexicon: FoodLexicon
    private let reader: PeerImportReader
    private let archives: any PeerArchiveReading
    private let store: any MoveInStore
    private let clock: any AppClock

    public init(lexicon: FoodLexicon, archives: any PeerArchiveReading, store: any MoveInStore, clock: any AppClock) {
        self.lexicon = lexicon
        reader = PeerImportReader(lexicon: lexicon)
        self.archives = archives
        self.store = store
        self.clock = clock
    }

    /// Brings in `upload` (a zip or a JSON file called `name`), or throws a
    /// `PeerImportError` saying why not, with nothing changed.
    public func bringIn(_ upload: Data, named name: String) async throws -> MoveInReport {
        let read = try reader.read(try archives.files(in: upload, named: name))
        guard !read.recipes.isEmpty || !read.stock.isEmpty else {
            throw UserFacingError(
                title: "Nothing to bring in",
                message: "Nothing in that file could become a recipe or a food" + (read.notMapped.first.map { " (\($0.text))" } ?? "") + ". Nothing was changed.",
                kind: .input)
        }
        let now = clock.now()
        let meals = read.recipes.map { Meal(idea: $0, createdAt: now, protein: nil, carb: nil, extraComponents: [], role: lexicon.mealRole(of:)) }
        let counts = try await store.bringIn(kitchen: read.stock, meals: meals, favorites: read.recipes, at: now)
        return MoveInReport(source: read.source, counts: counts, notMapped: read.notMapped.map(\.text))
    }
}

/// What a move-in brought, in words every face shows.
public struct MoveInReport: Equatable, Sendable {
    public let source: PeerApp
    public let counts: MoveInCounts
    /// What could not be mapped, one line each.
    public let notMapped: [String]

    /// "From Mealie: 12 recipes became favorites and 11 new meals (1 was in the library already)."
    public var summary: String {
        var parts: [String] = []
        if counts.favorites > 0 {
            let already = counts.mealsAlready > 0 ? " (\(counts.mealsAlready) already in the library)" : ""
            let became = counts.favorites == 1 ? "became a favorite" : "became favorites"
            parts.append("\(Self.count(counts.favorites, "recipe")) \(became) and \(Self.count(counts.meals, "new meal"))\(already)")
        }
        if counts.foods > 0 || parts.isEmpty { parts.append("\(Self.count(counts.foods, "food")) went into the kitchen") }
        let unmapped = notMapped.isEmpty ? "" : " \(Self.count(notMapped.count, "thing")) could not be mapped."
        return "From \(source.name): " + parts.joined(separator: "; ") + "." + unmapped
    }

    private static func count(_ count: Int, _ noun: String) -> String {
        "\(count) \(count == 1 ? noun : noun + "s")"
    }
}
