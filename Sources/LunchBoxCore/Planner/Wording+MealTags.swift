extension Wording {
    /// "protein: chicken · carb: tortilla · with: lettuce, mayonnaise": what a meal is made
    /// of, under or after its name (the command line's meal lines, the phone's meal
    /// screens); empty for a meal with nothing but its description.
    public func tags(for meal: Meal) -> String {
        var parts: [String] = []
        if !meal.primaryProtein.isEmpty { parts.append(self("meals.proteinTag", meal.primaryProtein)) }
        if !meal.primaryCarb.isEmpty { parts.append(self("meals.carbTag", meal.primaryCarb)) }
        if !meal.otherComponents.isEmpty { parts.append(self("meals.withTag", meal.otherComponents.joined(separator: ", "))) }
        return parts.joined(separator: " · ")
    }
}
