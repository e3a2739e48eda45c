import LunchBoxCore

extension Wording {
    /// "Chicken wrap — protein: chicken · carb: tortilla", or the description alone.
    func line(for meal: Meal) -> String {
        let tags = tags(for: meal)
        return tags.isEmpty ? meal.description : self("screens2.plan.mealLine", meal.description, tags)
    }
}
