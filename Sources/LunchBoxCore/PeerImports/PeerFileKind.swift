import Foundation

/// What one file of an upload is, told by its content rather than its name: the JSON's
/// top-level keys, or for an array the keys of its first object.
enum PeerFileKind: Equatable, Sendable {
    case mealieBackup
    case mealieRecipe
    case mealieRecipes
    case tandoorRecipe
    case grocyStock
    case grocyQuantityUnits
    /// JSON of some other kind (an asset in a backup): passed over.
    case other
    /// Not JSON at all (a photo in an archive): passed over.
    case notJSON

    var app: PeerApp? {
        switch self {
        case .mealieBackup, .mealieRecipe, .mealieRecipes: .mealie
        case .tandoorRecipe: .tandoor
        case .grocyStock, .grocyQuantityUnits: .grocy
        case .other, .notJSON: nil
        }
    }

    /// The kind of a file from its parsed JSON.
    init(json: Any) {
        if let object = json as? [String: Any] {
            let keys = Set(object.keys)
            if MealieBackupReader.isDatabase(keys: keys) {
                self = .mealieBackup
            } else if TandoorRecipeReader.isRecipe(keys: keys) {
                self = .tandoorRecipe
            } else if Self.isMealieRecipe(keys) {
                self = .mealieRecipe
            } else {
                self = .other
            }
        } else if let array = json as? [Any] {
            let keys: Set<String> = (array.first as? [String: Any]).map { Set($0.keys) } ?? []
            if GrocyStockReader.isStock(keys: keys) {
                self = .grocyStock
            } else if GrocyStockReader.isQuantityUnits(keys: keys) {
                self = .grocyQuantityUnits
            } else if Self.isMealieRecipe(keys) {
                self = .mealieRecipes
            } else {
                self = .other
            }
        } else {
            self = .other
        }
    }

    /// A schema.org recipe shares Mealie's `recipeIngredient`; its `@type` tells them apart.
    private static func isMealieRecipe(_ keys: Set<String>) -> Bool {
        !keys.isDisjoint(with: MealieRecipeReader.recipeKeys) && keys.contains("name") && !keys.contains("@type") && !keys.contains("@context")
    }

    /// The first byte past white space and a byte-order mark opens an object or array.
    static func looksLikeJSON(_ data: Data) -> Bool {
        let first = data.first { byte in !(byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0xEF || byte == 0xBB || byte == 0xBF) }
        return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
    }
}
