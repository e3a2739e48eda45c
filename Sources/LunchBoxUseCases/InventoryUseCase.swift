import Foundation
import LunchBoxCore

/// The kitchen: what is in the fridge and pantry. Every change goes through
/// `Inventory`'s rules in the repository.
public struct InventoryUseCase: Sendable {
    private let repository: any InventoryRepository
    private let clock: any AppClock
    private let calendar: Calendar
    private let lexicon: FoodLexicon?
    private let play: any PlayEvents

    init(repository: any InventoryRepository, clock: any AppClock, calendar: Calendar, lexicon: FoodLexicon? = nil, play: any PlayEvents = NoPlayEvents()) {
        self.repository = repository
        self.clock = clock
        self.calendar = calendar
        self.lexicon = lexicon
        self.play = play
    }

    /// Names to suggest while the user types a food: every food the lexicon knows, by
    /// its usual name, sorted.
    public func foodNames() -> [String] {
        (lexicon?.foods.map(\.name) ?? []).sorted()
    }

    /// The items in the order they were added.
    public func items() async throws -> [InventoryItem] {
        try await repository.inventory().items
    }

    /// The items as people look at them: food to use soon first (by best-before date),
    /// then the rest in the order they were added.
    public func itemsUseFirst() async throws -> [InventoryItem] {
        PromptBuilder.useFirstOrder(try await items())
    }

    /// The items by kind (`KitchenGroup`), use-soon first, each group in use-first order;
    /// with `filter`, only items whose name holds it (any case).
    public func itemsByKind(matching filter: String = "") async throws -> [KitchenGroup] {
        let wanted = filter.trimmingCharacters(in: .whitespaces)
        let items = try await itemsUseFirst().filter { wanted.isEmpty || $0.name.localizedCaseInsensitiveContains(wanted) }
        guard let lexicon else { return items.isEmpty ? [] : [KitchenGroup(shelf: .everything, items: items)] }
        return KitchenGroup.grouped(items, lexicon: lexicon, today: today)
    }

    /// Validates and adds an item; returns it as stored. Without a quantity of its own,
    /// the name is read as every face reads typed food (`KitchenEntry`): "2 wraps" is
    /// wraps, 2.
    @discardableResult
    public func add(name: String, quantity: String = "", bestBefore: CalendarDay? = nil, dateKind: DateKind? = nil) async throws -> InventoryItem {
        let typed = quantity.isEmpty ? KitchenEntry.entry(from: name.trimmingCharacters(in: .whitespacesAndNewlines)) : KitchenEntry(name: name, quantity: quantity)
        return try await repository.addInventoryItem(InventoryItem(name: typed.name, quantity: typed.quantity, bestBefore: bestBefore, dateKind: dateKind))
    }

    /// Adds what was typed into one field, where several foods may be typed at once
    /// (`KitchenEntry.entries`). Every entry is checked before any is added, so a bad one
    /// adds nothing. `quantity` applies when one food is typed without a quantity of its
    /// own; `bestBefore` and `dateKind` apply to each.
    @discardableResult
    public func add(typed text: String, quantity: String = "", bestBefore: CalendarDay? = nil, dateKind: DateKind? = nil) async throws -> [InventoryItem] {
        let entries = KitchenEntry.entries(in: text)
        guard entries.count > 1 || entries.first?.quantity.isEmpty == false else {
            return [try await add(name: text, quantity: quantity, bestBefore: bestBefore, dateKind: dateKind)]
        }
        let items = try entries.map { entry in
            let amount = entry.quantity.isEmpty && entries.count == 1 ? quantity : entry.quantity
            return try InventoryItem(name: entry.name, quantity: amount, bestBefore: bestBefore, dateKind: dateKind).validated()
        }
        return try await repository.addInventoryItems(items)
    }

    /// Validates and replaces the item with this id; `InventoryError.itemNotFound` when it
    /// is gone.
    @discardableResult
    public func update(id: UUID, name: String, quantity: String = "", bestBefore: CalendarDay? = nil, dateKind: DateKind? = nil) async throws -> InventoryItem {
        try await repository.updateInventoryItem(InventoryItem(id: id, name: name, quantity: quantity, bestBefore: bestBefore, dateKind: dateKind))
    }

    /// Removes the item (used up, or gone) and returns it. An item removed on or before
    /// its best-before date counts for play as used up in time.
    @discardableResult
    public func remove(id: UUID) async throws -> InventoryItem {
        let item = try await repository.removeInventoryItem(id: id)
        await play.record(.itemUsedUp(beforeBestBefore: item.bestBefore.map { today <= $0 } ?? false))
        return item
    }

    /// The items a packing left none of, taken out of the kitchen (the packing's undo puts
    /// them back); an item already gone is skipped. Returns the items removed.
    public func removeNoneLeft(ids: [UUID]) async throws -> [InventoryItem] {
        var removed: [InventoryItem] = []
        for id in ids {
            do {
                removed.append(try await remove(id: id))
            } catch InventoryError.itemNotFound {
                continue
            }
        }
        return removed
    }

    public func clear() async throws {
        try await repository.clearInventory()
    }

    /// Today in the user's time zone, for "use soon" and "past best before".
    public var today: CalendarDay {
        WeekCalendar(calendar: calendar).today(clock: clock)
    }
}
