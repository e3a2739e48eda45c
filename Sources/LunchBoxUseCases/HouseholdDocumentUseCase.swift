import Foundation
import LunchBoxCore

/// The household as one portable document (`lunchbox export` / `import`, Settings →
/// Move your household): written whole from one read, read back whole in one write. An
/// import into a household that has made something says what it will replace and waits
/// for a yes; the household as it was is backed up first.
public struct HouseholdDocumentUseCase: Sendable {
    private let store: any HouseholdSnapshots
    private let backups: BackupUseCase
    private let clock: any AppClock
    private let calendar: Calendar

    public init(store: any HouseholdSnapshots, backups: BackupUseCase, clock: any AppClock, calendar: Calendar) {
        self.store = store
        self.backups = backups
        self.clock = clock
        self.calendar = calendar
    }

    /// The household as a version 1 document (JSON).
    public func export() async throws -> Data {
        try HouseholdDocument(try await store.householdSnapshot(), exportedAt: clock.now()).encoded()
    }

    /// What an exported document is called: `lunchbox-household-2026-11-28.json`.
    public var exportName: String {
        "lunchbox-household-\(CalendarDay(clock.now(), in: calendar).isoString).json"
    }

    /// What importing `data` would do, without doing it; throws when the document cannot
    /// be imported at all.
    public func preview(_ data: Data) async throws -> HouseholdImportPreview {
        let incoming = try HouseholdDocument.decode(data).snapshot()
        return HouseholdImportPreview(incoming: incoming, current: try await store.householdSnapshot())
    }

    /// Replaces the household with the document's. A household that has made something is
    /// replaced only when `confirmed` (otherwise the preview comes back as an error that
    /// asks), and is backed up first; the answer says where the copy is.
    public func importDocument(_ data: Data, confirmed: Bool) async throws -> HouseholdImportResult {
        let incoming = try HouseholdDocument.decode(data).snapshot()
        let preview = HouseholdImportPreview(incoming: incoming, current: try await store.householdSnapshot())
        guard !preview.replacesSomething || confirmed else {
            throw UserFacingError(preview.fault, actions: [.confirm], kind: .needsAction)
        }
        let kept = preview.replacesSomething ? try await backups.keep(before: "import") : nil
        try await store.replaceHousehold(with: incoming)
        return HouseholdImportResult(counts: incoming.counts, keptAt: kept)
    }
}

/// What an import will do: the document's household and the one it replaces.
public struct HouseholdImportPreview: Equatable, Sendable {
    /// What the document brings: "20 foods, 2 members and 4 favorites".
    public let incoming: HouseholdCounts
    public let current: HouseholdCounts
    /// True when the household has made something the import replaces.
    public let replacesSomething: Bool

    init(incoming: HouseholdSnapshot, current: HouseholdSnapshot) {
        self.incoming = incoming.counts
        self.current = current.counts
        replacesSomething = !current.isEmpty
    }

    /// What importing does, as keys: the question an import that replaces something asks.
    public var fault: Fault {
        replacesSomething
            ? Fault(title: "fault3.title.replaceHousehold", message: "cli4.import.replaces", [.household(current), .household(incoming)])
            : Fault(title: "fault3.title.replaceHousehold", message: "cli4.import.bringsIn", [.household(incoming)])
    }

    /// The sentence a face shows before asking, in `words`' language.
    public func sentence(_ words: Wording) -> String {
        fault.message(words)
    }

    /// The sentence in English.
    public var sentence: String { sentence(.english) }
}

/// What an import did.
public struct HouseholdImportResult: Equatable, Sendable {
    /// What the document brought in.
    public let counts: HouseholdCounts
    /// Where the household as it was is kept; nil when there was nothing to keep.
    public let keptAt: String?

    /// What came in, in `words`' language: "3 foods and 1 member".
    public func imported(_ words: Wording) -> String {
        counts.summary(words)
    }

    /// What came in, in English.
    public var imported: String { imported(.english) }
}
