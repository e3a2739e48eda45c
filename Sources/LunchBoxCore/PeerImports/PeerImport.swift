import Foundation

/// What an upload from Mealie, Tandoor or Grocy becomes: recipes for the meal library,
/// food for the kitchen, and a note for everything that could not come along, so the
/// household sees what was left out and why. Nothing is saved yet: a use case does that.
public struct PeerImport: Codable, Equatable, Sendable {
    public var source: PeerApp
    public var recipes: [LunchBoxIdea]
    public var stock: [InventoryItem]
    public var notMapped: [PeerImportNote]

    public init(source: PeerApp, recipes: [LunchBoxIdea] = [], stock: [InventoryItem] = [], notMapped: [PeerImportNote] = []) {
        self.source = source
        self.recipes = recipes
        self.stock = stock
        self.notMapped = notMapped
    }
}
