import LunchBoxCore

/// Decides which ingredient of an idea becomes a meal's primary protein or carb when the
/// idea is added to the plan. The one place the web app makes that call.
///
/// With a food lexicon, an ingredient the lexicon knows as a protein or a carb takes that
/// role; everything else, and every ingredient when there is no lexicon, stays a
/// component, leaving protein and carb for the person to fill in on the meal form.
struct MealRoles: Sendable {
    private let lexicon: FoodLexicon?

    init(lexicon: FoodLexicon?) {
        self.lexicon = lexicon
    }

    /// The roles for this server. `ServerDependencies` carries no `FoodLexicon` yet, so
    /// this is `nil` for now; the lead wires the lexicon here once it does (for example
    /// `MealRoles(lexicon: dependencies.foodLexicon)`).
    init(dependencies _: ServerDependencies) {
        self.init(lexicon: nil)
    }

    func role(of ingredient: String) -> MealRole {
        switch lexicon?.food(named: ingredient)?.category {
        case .protein: .protein
        case .carb: .carb
        default: .other
        }
    }
}
