import LunchBoxCore
import LunchBoxUseCases

extension MCPToolbox {
    private static let weekParameter = MCPParameter.optional("week", .text, "Which week: +1 next, -1 previous, +N, or a day in it (YYYY-MM-DD, today, mon). Default: this week.")
    private static let dayParameter = MCPParameter.required(
        "day", .text, "YYYY-MM-DD, today, tomorrow, +N, or a weekday (friday): the next such day, today included; with week, that day of the week.")

    /// The week, the meal library, planning on a day, "plan my week" and the shopping list.
    static let plan: [MCPTool] = [
        .reading("plan_week", "A week's days with the meals planned on each.", [weekParameter]) { arguments, call in
            let chosen = try await call.week(arguments.text("week"))
            let days = try await call.useCases.plan.days(in: chosen.week)
            let text = PlannerOutput(call.words)
            let lines = days.map { day in
                ([text.title(for: day.day, startingSentence: true)]
                    + (day.meals.isEmpty ? ["  " + call.words("cli2.plan.nothingOnDay")] : day.meals.map { "  • " + text.text(for: $0.meal) })).joined(separator: "\n")
            }
            return try MCPReply(lines.joined(separator: "\n"), value: days)
        },
        .reading("meals_list", "The meal library, oldest first, numbered as plan_meal counts meals.") { _, call in
            let meals = try await call.useCases.plan.meals()
            let text = PlannerOutput(call.words)
            return try MCPReply(meals.isEmpty ? call.words("cli2.mcp.noMeals") : meals.enumerated().map { text.mealLine($0.element, number: $0.offset + 1) }.joined(separator: "\n"), value: meals)
        },
        .writing(
            "plan_meal", "Plan a meal of the library on a day.",
            [.required("meal", .text, "The meal's number in meals_list, or the start of its id."), dayParameter, weekParameter]
        ) { arguments, call in
            let plan = call.useCases.plan
            let day = try await day(arguments, call: call)
            let meal = try MealsCommand.resolve(try arguments.required("meal"), in: try await plan.meals())
            let planned = try await plan.assign(mealID: meal.id, to: [day])
            return try MCPReply(PlannerOutput(call.words).planned(meal.description, on: day), value: planned)
        },
        .writing(
            "plan_idea", "Plan an idea of the most recent ideas on a day, in one step: it joins the meal library (once) and is planned.",
            [.required("idea", .wholeNumber, "The idea's number in the most recent ideas."), dayParameter, weekParameter]
        ) { arguments, call in
            let day = try await day(arguments, call: call)
            let idea = try await call.useCases.ideas.idea(number: try arguments.requiredNumber("idea"))
            let planned = try await call.useCases.plan.planIdea(id: idea.id, on: day)
            return try MCPReply(PlannerOutput(call.words).planned(planned.meal.description, on: day), value: planned)
        },
        .writing(
            "plan_my_week", "Plan my week: fill the week's empty school days (from today on) from the meal library, the favorites and the offline chef, keeping everyone's diets.",
            [weekParameter, .optional("weekends", .yesNo, "Plan Saturday and Sunday too.")]
        ) { arguments, call in
            let chosen = try await call.week(arguments.text("week"))
            let planned = try await call.useCases.autoPlan.planWeek(chosen.week, weekends: arguments.yesNo("weekends") ?? false)
            let report = AutoPlanReport(planned)
            let text = PlannerOutput(call.words)
            return try MCPReply(
                ([planned.summary(call.words)] + report.days.map { "\(text.title(for: $0.day, startingSentence: true)): \($0.meal)" }).joined(separator: "\n"), value: report)
        },
        .reading(
            "shopping_list", "What the week's planned meals need that the kitchen does not hold, with how much, and what was ticked off as bought.",
            [weekParameter, .optional("include_staples", .yesNo, "Also list the assumed staples: salt, pepper, oil and water.")]
        ) { arguments, call in
            let week = try await call.week(arguments.text("week")).week
            let list = try await call.useCases.plan.shoppingList(for: week, includeStaples: arguments.yesNo("include_staples") ?? false)
            let lines = list.items.map { "[\($0.isBought ? "x" : " ")] \($0.name)" + ($0.amount.map { ": \($0)" } ?? "") }
            let title = PlannerOutput(call.words).title(for: week)
            let text =
                list.plannedMealCount == 0
                ? call.words("cli2.shopping.nothingPlanned", title)
                : call.words.counting("cli2.shopping.toBuy", list.plannedMealCount, title) + "\n" + lines.joined(separator: "\n")
            return try MCPReply(text, value: ShoppingListCommand.Show.Result(list, week: week))
        },
        .writing(
            "shopping_bought", "Tick an item of the week's shopping list off as bought (or back on with undo).",
            [
                .required("item", .text, "Any name of the food (\"apples\", \"apple\")."), weekParameter,
                .optional("add_to_kitchen", .yesNo, "Also add it to the kitchen, so it leaves the list."), .optional("undo", .yesNo, "Put it back on the list as not bought."),
            ]
        ) { arguments, call in
            let undo = arguments.yesNo("undo") ?? false
            let addToKitchen = arguments.yesNo("add_to_kitchen") ?? false
            if undo && addToKitchen { throw CLIError("cli2.mcp.undoOrAdd", .text("undo"), .text("add_to_kitchen")) }
            let week = try await call.week(arguments.text("week")).week
            let marked = try await call.useCases.plan.markBought(try arguments.required("item"), in: week, bought: !undo, addToKitchen: addToKitchen)
            let text = call.words(undo ? "cli2.shopping.putBack" : addToKitchen ? "cli2.shopping.boughtAndAdded" : "cli2.shopping.bought", marked.name)
            return try MCPReply(text, value: marked)
        },
    ]

    /// The day a planning tool names, read as `plan assign` reads it.
    private static func day(_ arguments: MCPArguments, call: MCPCall) async throws -> CalendarDay {
        let chosen = try await call.week(arguments.text("week"))
        return try PlannerArguments.day(try arguments.required("day"), today: chosen.today, in: arguments.text("week") == nil ? nil : chosen.week)
    }
}
