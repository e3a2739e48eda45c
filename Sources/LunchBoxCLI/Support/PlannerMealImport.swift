import Foundation
import LunchBoxCore

/// Turns a lunch box idea or favorite into a meal for the library.
enum PlannerMealImport {
    /// The idea as a meal, with the person's protein, carb and extra components on top.
    /// `role` says which ingredient is the protein or carb (the food lexicon's
    /// `mealRole(of:)`); what the person gives wins over it.
    /// A component that becomes the protein or carb leaves the component list, and a
    /// protein or carb it replaces goes back to it, so nothing is listed twice or lost.
    static func meal(
        from idea: LunchBoxIdea,
        at date: Date,
        protein: String?,
        carb: String?,
        extraComponents: [String],
        role: (String) -> MealRole
    ) -> Meal {
        var meal = Meal(idea: idea, createdAt: date, role: role)
        meal.otherComponents += extraComponents
        if let protein {
            promote(protein, replacing: meal.primaryProtein, in: &meal.otherComponents)
            meal.primaryProtein = protein
        }
        if let carb {
            promote(carb, replacing: meal.primaryCarb, in: &meal.otherComponents)
            meal.primaryCarb = carb
        }
        return meal
    }

    private static func promote(_ new: String, replacing old: String, in components: inout [String]) {
        let newKey = PlannerText.key(new)
        components.removeAll { PlannerText.key($0) == newKey }
        if !PlannerText.key(old).isEmpty, PlannerText.key(old) != newKey { components.insert(old, at: 0) }
    }
}
