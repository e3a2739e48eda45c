extension UserFacingError {
    /// The messages are the plan pages' (`plan.error.*`); the titles this table's.
    static func describe(_ error: PlannerError) -> UserFacingError {
        switch error {
        case .emptyDescription:
            UserFacingError(Fault(title: "fault.title.descriptionMissing", message: "plan.error.emptyDescription"), kind: .input)
        case .tooManyComponents(let maximum):
            UserFacingError(Fault(title: "fault.title.tooManyComponents", message: "plan.error.tooManyComponents", [.number(maximum)]), kind: .input)
        case .libraryFull(let maximum):
            UserFacingError(Fault(title: "fault.title.libraryFull", message: "plan.error.libraryFull", [.number(maximum)]), kind: .input)
        case let .dayFull(day, maximum):
            UserFacingError(Fault(title: "fault.title.dayFull", message: "plan.error.dayFull", [.day(day), .number(maximum)]), kind: .input)
        case .mealNotFound:
            UserFacingError(Fault(title: "fault.title.mealNotFound", message: "plan.error.mealNotFound"), kind: .notFound)
        case .mealAlreadyExists:
            UserFacingError(Fault(title: "fault.title.alreadySaved", message: "plan.error.mealAlreadyExists"), kind: .input)
        case .assignmentNotFound:
            UserFacingError(Fault(title: "fault.title.notInPlan", message: "plan.error.assignmentNotFound"), kind: .notFound)
        case let .mealIsPlanned(description, days):
            UserFacingError(
                Fault(title: "fault.title.mealIsPlanned", message: "plan.error.mealIsPlanned", [.text(description), .days(days)], count: days.count), actions: [.confirm],
                kind: .needsAction)
        case .notOnShoppingList(let name):
            UserFacingError(Fault(title: "fault.title.notOnList", message: "plan.error.notOnShoppingList", [.text(name)]), kind: .notFound)
        }
    }
}
