import Foundation

/// Reads what a household brings from Mealie, Tandoor or Grocy into LunchBox values: the
/// files of an upload (a plain JSON file, or what `PeerArchiveReading` unpacked from its
/// zip) become recipes and kitchen stock, with a note for everything left out.
///
/// Which app the files come from is told by their content. Each file is held to limits
/// before it is parsed (size, nesting, counts), so a hostile upload gets a
/// `PeerImportError`, never a crash or a long wait; recipes and products that cannot
/// come along are noted, not errors.
public struct PeerImportReader: Sendable {
    /// All files together, unpacked: more than a Mealie backup of thousands of recipes.
    public static let maximumBytes = 64 * 1024 * 1024
    /// More than one Tandoor export of the meal library's most recipes.
    public static let maximumFiles = 2 * Meal.maximumLibrarySize
    /// As many as the meal library holds.
    public static let maximumRecipes = Meal.maximumLibrarySize
    /// Rows of a stock list, foods or not: far more than any household's pantry.
    public static let maximumProducts = 4 * Inventory.maximumItemCount

    private let lexicon: FoodLexicon

    public init(lexicon: FoodLexicon) {
        self.lexicon = lexicon
    }

    public func read(_ files: [PeerFile]) throws -> PeerImport {
        guard !files.isEmpty else { throw PeerImportError.empty }
        guard files.count <= Self.maximumFiles else { throw PeerImportError.tooManyFiles(maximum: Self.maximumFiles) }
        guard files.reduce(0, { $0 + $1.data.count }) <= Self.maximumBytes else { throw PeerImportError.tooLarge(maximumBytes: Self.maximumBytes) }
        let parsed = try files.map { file in try PeerFileKind.looksLikeJSON(file.data) ? PeerJSON.parse(file) : nil }
        let kinds = parsed.map { json in json.map(PeerFileKind.init(json:)) ?? .notJSON }
        let apps = Set(kinds.compactMap(\.app))
        guard let app = apps.first else {
            throw files.allSatisfy({ $0.data.allSatisfy(Self.isWhiteSpace) }) ? PeerImportError.empty : PeerImportError.notRecognised
        }
        guard apps.count == 1 else { throw PeerImportError.mixedApps }
        // One recipe a file: counted before any is read.
        try Self.checkRecipeCount(kinds.filter { $0 == .mealieRecipe || $0 == .tandoorRecipe }.count)

        var result = PeerImport(source: app)
        var drafts: [PeerRecipeDraft] = []
        var stock: [PeerJSON] = []
        var units: [PeerJSON] = []
        for (file, (kind, json)) in zip(files, zip(kinds, parsed)) {
            guard let json else { continue }
            switch kind {
            case .mealieBackup:
                let database = json as? [String: Any] ?? [:]
                try Self.checkRecipeCount(drafts.count + ((database["recipes"] as? [Any])?.count ?? 0))
                drafts += MealieBackupReader.drafts(from: MealieBackupReader.Tables(database: database), file: file.path)
            case .mealieRecipe:
                drafts.append(MealieRecipeReader.draft(from: PeerJSON(json), file: file.path))
            case .mealieRecipes:
                try Self.checkRecipeCount(drafts.count + ((json as? [Any])?.count ?? 0))
                drafts += PeerJSON(json).array.map { MealieRecipeReader.draft(from: $0, file: file.path) }
            case .tandoorRecipe:
                drafts.append(TandoorRecipeReader.draft(from: PeerJSON(json), file: file.path))
            case .grocyStock:
                guard let rows = json as? [Any], stock.count + rows.count <= Self.maximumProducts else {
                    throw PeerImportError.tooManyProducts(maximum: Self.maximumProducts)
                }
                stock += PeerJSON(rows).array
            case .grocyQuantityUnits:
                units += PeerJSON(json).array
            case .other, .notJSON:
                continue
            }
            try Self.checkRecipeCount(drafts.count)
        }

        var mapper = PeerRecipeMapper(lexicon: lexicon)
        for draft in drafts {
            let (idea, notes) = mapper.map(draft)
            if let idea { result.recipes.append(idea) }
            result.notMapped += notes
        }
        let (items, notes) = GrocyStockReader(lexicon: lexicon).items(from: stock, units: units)
        guard items.count <= Inventory.maximumItemCount else { throw PeerImportError.tooManyFoods(maximum: Inventory.maximumItemCount) }
        result.stock = items
        result.notMapped += notes
        return result
    }

    private static func checkRecipeCount(_ count: Int) throws {
        guard count <= maximumRecipes else { throw PeerImportError.tooManyRecipes(maximum: maximumRecipes) }
    }

    private static func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
