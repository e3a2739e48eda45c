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

    /// The kind of a file; throws when it looks like JSON but is not valid or nests too deep.
    init(of file: PeerFile) throws {
        guard Self.looksLikeJSON(file.data) else {
            self = .notJSON
            return
        }
        let shape = try PeerJSON.decode(Shape.self, from: file)
        switch shape {
        case .object(let keys):
            if MealieBackupReader.isDatabase(keys: keys) {
                self = .mealieBackup
            } else if TandoorRecipeReader.isRecipe(keys: keys) {
                self = .tandoorRecipe
            } else if Self.isMealieRecipe(keys) {
                self = .mealieRecipe
            } else {
                self = .other
            }
        case .array(let keys):
            if GrocyStockReader.isStock(keys: keys) {
                self = .grocyStock
            } else if GrocyStockReader.isQuantityUnits(keys: keys) {
                self = .grocyQuantityUnits
            } else if Self.isMealieRecipe(keys) {
                self = .mealieRecipes
            } else {
                self = .other
            }
        case .value:
            self = .other
        }
    }

    /// A schema.org recipe shares Mealie's `recipeIngredient`; its `@type` tells them apart.
    private static func isMealieRecipe(_ keys: Set<String>) -> Bool {
        !keys.isDisjoint(with: MealieRecipeReader.recipeKeys) && keys.contains("name") && !keys.contains("@type") && !keys.contains("@context")
    }

    /// The first byte past white space and a byte-order mark opens an object or array.
    private static func looksLikeJSON(_ data: Data) -> Bool {
        let first = data.first { byte in !(byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0xEF || byte == 0xBB || byte == 0xBF) }
        return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
    }

    /// A file's top level, decoded no further than its keys: an object's, or the first
    /// object's of an array.
    private enum Shape: Decodable {
        case object(Set<String>)
        case array(Set<String>)
        case value

        init(from decoder: any Decoder) throws {
            if var array = try? decoder.unkeyedContainer() {
                let first = array.isAtEnd ? nil : try array.decode(PeerJSON.self)
                self = .array(first?.keys ?? [])
            } else if let object = try? decoder.container(keyedBy: PeerJSON.AnyKey.self) {
                self = .object(Set(object.allKeys.map(\.stringValue)))
            } else {
                self = .value
            }
        }
    }
}
