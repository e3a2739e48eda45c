/// A recipe as another app holds it, read out of its format but not yet held to
/// LunchBox's rules: what each app's reader makes and `PeerRecipeMapper` maps.
struct PeerRecipeDraft: Equatable, Sendable {
    /// One ingredient: the line as the app showed it, and the food it names when the app
    /// keeps foods apart from the line (Mealie's and Tandoor's parsed ingredients).
    struct Ingredient: Equatable, Sendable {
        var line: String
        var food: String?

        init(line: String, food: String? = nil) {
            self.line = line
            self.food = food
        }
    }

    var name: String?
    var ingredients: [Ingredient]
    var steps: [String]
    /// What to call the recipe when it has no name: its slug, or the file it came from.
    var whereFound: String
}
