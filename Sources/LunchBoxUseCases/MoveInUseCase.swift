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
            let fault = read.notMapped.first.map { Fault(title: "fault3.title.nothingToBringIn", message: "fault3.moveIn.nothingBut", [.message($0.fault)]) }
            throw UserFacingError(fault ?? Fault(title: "fault3.title.nothingToBringIn", message: "fault3.moveIn.nothing"), kind: .input)
        }
        let now = clock.now()
        let meals = read.recipes.map { Meal(idea: $0, createdAt: now, protein: nil, carb: nil, extraComponents: [], role: lexicon.mealRole(of:)) }
        let counts = try await store.bringIn(kitchen: read.stock, meals: meals, favorites: read.recipes, at: now)
        return MoveInReport(source: read.source, counts: counts, notes: read.notMapped)
    }
}

/// What a move-in brought, in words every face shows.
public struct MoveInReport: Equatable, Sendable {
    public let source: PeerApp
    public let counts: MoveInCounts
    /// What could not be mapped, and why.
    public let notes: [PeerImportNote]

    /// What could not be mapped, one line each, in `words`' language.
    public func notMapped(_ words: Wording) -> [String] {
        notes.map { $0.text(words) }
    }

    /// What could not be mapped, in English.
    public var notMapped: [String] { notMapped(.english) }

    /// "From Mealie: 12 recipes became favorites and 11 new meals (1 already in the library).",
    /// in `words`' language.
    public func summary(_ words: Wording) -> String {
        var parts: [String] = []
        if counts.favorites > 0 {
            let meals = words.counting("cli4.moveIn.meals", counts.meals)
            let inLibrary = counts.mealsAlready > 0 ? words.counting("cli4.moveIn.mealsAlready", counts.mealsAlready, meals) : meals
            parts.append(words.counting("cli4.moveIn.favorites", counts.favorites, inLibrary))
        }
        if counts.foods > 0 || parts.isEmpty { parts.append(words.counting("cli4.moveIn.foods", counts.foods)) }
        let brought = words("cli4.moveIn.summary", source.name, parts.joined(separator: words("cli4.moveIn.separator")))
        return notes.isEmpty ? brought : brought + " " + words.counting("cli4.moveIn.notMapped", notes.count)
    }

    /// The summary in English.
    public var summary: String { summary(.english) }
}
