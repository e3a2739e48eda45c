extension UserFacingError {
    static func describe(_ error: PlannerError) -> UserFacingError {
        switch error {
        case .emptyDescription:
            UserFacingError(title: "Description missing", message: "Meal description cannot be empty. Type what the meal is, for example \"Chicken wrap\".", kind: .input)
        case .tooManyComponents(let maximum):
            UserFacingError(title: "Too many components", message: "A meal can list at most \(maximum) other components. Remove some before adding more.", kind: .input)
        case .libraryFull(let maximum):
            UserFacingError(title: "Library full", message: "The meal library holds at most \(maximum) meals. Delete some before adding more.", kind: .input)
        case let .dayFull(day, maximum):
            UserFacingError(title: "Day full", message: "\(day.isoString) already has \(maximum) meals planned. Remove one before adding another.", kind: .input)
        case .mealNotFound:
            UserFacingError(title: "Meal not found", message: "Meal not found: it may have been deleted elsewhere. Reload the list and pick another meal.", kind: .notFound)
        case .mealAlreadyExists:
            UserFacingError(title: "Already saved", message: "That meal is already in the library.", kind: .input)
        case .assignmentNotFound:
            UserFacingError(title: "Not in the plan", message: "That planned meal is no longer in the plan. It may have been removed elsewhere.", kind: .notFound)
        case let .mealIsPlanned(description, days):
            UserFacingError(
                title: "Meal is planned",
                message:
                    "\"\(description)\" is planned on \(days.count == 1 ? "1 day" : "\(days.count) days"): \(days.map(\.isoString).joined(separator: ", ")). Deleting it also removes it from those days; confirm to go ahead.",
                actions: [.confirm], kind: .needsAction)
        case .notOnShoppingList(let name):
            UserFacingError(
                title: "Not on the shopping list",
                message: "\"\(name)\" is not on this week's shopping list. Check the spelling, or the week, against the list.", kind: .notFound)
        }
    }
}
