/// Reads Grocy's stock list: the array `GET /api/stock` answers (`CurrentStockResponse`:
/// `amount`, `best_before_date`, `due_type` and the `product` with its `name` and
/// `qu_id_stock`). That list names no quantity units, so an optional second file, Grocy's
/// `GET /api/objects/quantity_units`, gives "3 Pieces" instead of "3".
///
/// Only food comes into the kitchen: a product the lexicon does not read as a food is
/// left out and noted. Grocy writes 2999-12-31 for "never expires": no date here.
struct GrocyStockReader {
    /// Grocy's date for a product that never expires.
    static let neverExpires = "2999-12-31"

    let lexicon: FoodLexicon

    /// The keys that make an array's first object a row of Grocy's stock list.
    static func isStock(keys: Set<String>) -> Bool {
        keys.contains("product") && (keys.contains("amount") || keys.contains("best_before_date"))
    }

    /// The keys that make an array's first object one of Grocy's quantity units.
    static func isQuantityUnits(keys: Set<String>) -> Bool {
        keys.contains("id") && keys.contains("name") && keys.contains("name_plural")
    }

    func items(from rows: [PeerJSON], units: [PeerJSON]) -> (items: [InventoryItem], notes: [PeerImportNote]) {
        var unitNames: [String: (singular: String, plural: String?)] = [:]
        for unit in units {
            if let id = unit["id"]?.text, let name = unit["name"]?.text { unitNames[id] = (name, unit["name_plural"]?.text) }
        }
        var items: [InventoryItem] = []
        var notes: [PeerImportNote] = []
        for row in rows {
            let product = row["product"]
            let raw = product?["name"]?.text ?? ""
            let name = RecipeImport.clean(String(raw.prefix(4 * InventoryItem.maximumNameLength + 64)))
            guard !name.isEmpty else { continue }
            guard raw.utf8.count <= 4 * InventoryItem.maximumNameLength + 64, name.count <= InventoryItem.maximumNameLength else {
                notes.append(PeerImportNote(subject: PeerRecipeMapper.fitted(name), reason: .tooLong(maximum: InventoryItem.maximumNameLength)))
                continue
            }
            guard isFood(name) else {
                notes.append(PeerImportNote(subject: name, reason: .notAFood))
                continue
            }
            guard let amount = row["amount"]?.number, amount > 0 else {
                notes.append(PeerImportNote(subject: name, reason: .noneInStock))
                continue
            }
            let unit = product?["qu_id_stock"]?.text.flatMap { unitNames[$0] }.map { amount == 1 ? $0.singular : ($0.plural ?? $0.singular) }
            var quantity = [PeerAmount.decimalText(amount), RecipeImport.clean(String((unit ?? "").prefix(200)))].filter { !$0.isEmpty }.joined(separator: " ")
            if quantity.count > InventoryItem.maximumQuantityLength { quantity = PeerAmount.decimalText(amount) }
            if quantity.count > InventoryItem.maximumQuantityLength { quantity = "" }
            let day = Self.day(row["best_before_date"]?.text)
            let kind = day == nil ? nil : Self.kind(row["due_type"] ?? product?["due_type"])
            items.append(InventoryItem(name: name, quantity: quantity, bestBefore: day, dateKind: kind))
        }
        return (items, notes)
    }

    /// The product's name, or a word in it, is a food the lexicon knows ("Barilla spaghetti").
    private func isFood(_ name: String) -> Bool {
        lexicon.food(named: name) != nil || !lexicon.mentions(in: FoodLexicon.withoutBrackets(name)).isEmpty
    }

    /// "2026-05-01" (Grocy may add a time) as a day; nil for no date or "never expires".
    private static func day(_ text: String?) -> CalendarDay? {
        guard let text, !text.hasPrefix(neverExpires) else { return nil }
        return CalendarDay(isoString: String(text.prefix(10)))
    }

    /// Grocy's due type: 1 a best-before date, 2 an expiration (use-by) date.
    private static func kind(_ json: PeerJSON?) -> DateKind? {
        switch json?.number {
        case 1: .bestBefore
        case 2: .useBy
        default: nil
        }
    }
}
