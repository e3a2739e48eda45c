import Foundation
import LunchBoxCore

/// Ideas as recipes: their estimated nutrition, their schema.org Recipe JSON-LD, and
/// recipes from elsewhere imported into the meal library. One place for every face.
public struct RecipesUseCase: Sendable {
    /// Read from the table on first use: most commands never show nutrition.
    private let readers: Lazy<Readers>
    private let favorites: FavoritesUseCase
    private let plan: PlanUseCase

    private struct Readers: Sendable {
        let estimator: NutritionEstimator
        let jsonLD: RecipeJSONLD
    }

    private var estimator: NutritionEstimator { readers.value.estimator }
    private var jsonLD: RecipeJSONLD { readers.value.jsonLD }

    init(lexicon: FoodLexicon, table: @escaping @Sendable () -> NutritionTable, favorites: FavoritesUseCase, plan: PlanUseCase) {
        readers = Lazy {
            let estimator = NutritionEstimator(lexicon: lexicon, table: table())
            return Readers(estimator: estimator, jsonLD: RecipeJSONLD(dietaryGuard: DietaryGuard(lexicon: lexicon), estimator: estimator))
        }
        self.favorites = favorites
        self.plan = plan
    }

    /// The idea's estimated nutrition per lunch; the same for offline and AI ideas.
    public func nutrition(for idea: LunchBoxIdea) -> NutritionEstimate {
        estimator.estimate(idea)
    }

    /// The idea as schema.org Recipe JSON-LD text.
    public func recipeJSON(for idea: LunchBoxIdea, url: String? = nil) -> String {
        jsonLD.json(for: idea, url: url)
    }

    /// The same, as a value (for faces that embed it in their own JSON).
    public func recipeDocument(for idea: LunchBoxIdea, url: String? = nil) -> RecipeJSONLD.Document {
        jsonLD.document(for: idea, url: url)
    }

    /// A favorite's JSON-LD; `PlannerError`/`IdeasError` not-found when there is none.
    public func favoriteRecipeJSON(id: UUID, url: String? = nil) async throws -> String {
        recipeJSON(for: try await favorites.favorite(id: id), url: url)
    }

    /// Every favorite's Recipe, for an export.
    public func favoriteRecipes() async throws -> [RecipeJSONLD.Document] {
        try await favorites.list().map { jsonLD.document(for: $0) }
    }

    /// Imports a JSON-LD Recipe (or an HTML page holding one) into the meal library, its
    /// protein, carb and components read through the lexicon as for an idea. The same
    /// recipe twice keeps one meal.
    public func importRecipe(_ data: Data) async throws -> LibraryMeal {
        try await plan.addToLibrary(try RecipeImport.idea(from: data))
    }
}
