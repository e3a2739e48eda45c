import LunchBoxCore

extension Wording {
    /// "protein: chicken · carb: tortilla · with: lettuce, mayonnaise", under a meal's
    /// name; empty for a meal with nothing but its description.
    func tags(for meal: Meal) -> String {
        var parts: [String] = []
        if !meal.primaryProtein.isEmpty { parts.append(self("meals.proteinTag", meal.primaryProtein)) }
        if !meal.primaryCarb.isEmpty { parts.append(self("meals.carbTag", meal.primaryCarb)) }
        if !meal.otherComponents.isEmpty { parts.append(self("screens2.meals.withTag", meal.otherComponents.joined(separator: ", "))) }
        return parts.joined(separator: " · ")
    }

    /// "Chicken wrap — protein: chicken · carb: tortilla", or the description alone.
    func line(for meal: Meal) -> String {
        let tags = tags(for: meal)
        return tags.isEmpty ? meal.description : self("screens2.plan.mealLine", meal.description, tags)
    }
}
