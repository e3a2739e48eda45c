import ArgumentParser
import Foundation
import LunchBoxCore
import LunchBoxUseCases

/// `lunchbox shopping-list`: what a week's planned meals need that is not in the inventory.
struct ShoppingListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shopping-list",
        abstract: "List what the week's planned meals need that is not in the inventory.",
        discussion:
            "Names that mean the same food are merged (\"Tomatoes\" and \"tomato\"), and any inventory item of a food counts as having it, whatever its quantity. Example: lunchbox shopping-list --week +1"
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var format: OutputOptions
    @OptionGroup var weekOptions: PlannerWeekOptions

    /// What `shopping-list --json` prints; it also decodes as a `ShoppingList`.
    struct Result: Encodable {
        let start: CalendarDay
        let end: CalendarDay
        let plannedMealCount: Int
        let items: [ShoppingList.Item]
    }

    func run() async throws {
        let services = Services(global)
        let plan = try services.useCases().plan
        let week = try await weekOptions.resolve(plan).week
        let list = try await plan.shoppingList(for: week)
        if format.json {
            return try JSONOutput.print(Result(start: week.start, end: week.end, plannedMealCount: list.plannedMealCount, items: list.items), to: services.output)
        }
        let out = services.output
        let title = PlannerOutput(context: services.context).title(for: week)
        guard list.plannedMealCount > 0 else {
            out.line("Nothing is planned for \(title), so there is nothing to buy.")
            out.line("Plan a meal with: lunchbox plan assign MEAL DAY")
            return
        }
        let meals = PlannerOutput.count(list.plannedMealCount, "planned meal")
        guard !list.isEmpty else {
            out.line("The inventory has everything the \(meals) for \(title) need.")
            return
        }
        out.line("To buy for \(title) (\(meals)):")
        let width = list.items.map(\.name.count).max() ?? 0
        for item in list.items {
            let padding = String(repeating: " ", count: max(width - item.name.count, 0))
            out.line("  • \(item.name)\(padding)  for \(PlannerOutput.count(item.mealCount, "meal"))")
        }
    }
}
