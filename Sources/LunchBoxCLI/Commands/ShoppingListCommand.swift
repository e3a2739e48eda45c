import ArgumentParser
import Foundation
import LunchBoxCore
import LunchBoxUseCases

/// `lunchbox shopping-list`: what a week's planned meals need that is not in the
/// inventory, and ticking items off as bought.
struct ShoppingListCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "shopping-list",
            abstract: Help.say("help.shoppingList.abstract"),
            discussion:
                Help.say("help.shoppingList.discussion"),
            subcommands: [Show.self, Bought.self],
            defaultSubcommand: Show.self
        )
    }

    struct Show: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(abstract: Help.say("help.shoppingList.show.abstract"))
        }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var format: OutputOptions
        @OptionGroup var weekOptions: PlannerWeekOptions
        @Flag(name: .customLong("include-staples"), help: .say("help.shoppingList.show.includeStaples")) var includeStaples = false

        /// What `shopping-list --json` prints; it also decodes as a `ShoppingList`.
        struct Result: Encodable {
            let start: CalendarDay
            let end: CalendarDay
            let plannedMealCount: Int
            let items: [ShoppingList.Item]
            let leftOutStaples: [String]

            init(_ list: ShoppingList, week: PlanWeek) {
                start = week.start
                end = week.end
                plannedMealCount = list.plannedMealCount
                items = list.items
                leftOutStaples = list.leftOutStaples
            }
        }

        func run() async throws {
            let services = Services(global)
            let useCases = try services.useCases()
            let plan = useCases.plan
            let week = try await weekOptions.resolve(plan, reader: services.words.weekStart).week
            let list = try await plan.shoppingList(for: week, includeStaples: includeStaples, units: await services.units(useCases))
            if format.json {
                return try JSONOutput.print(Result(list, week: week), to: services.output)
            }
            print(list, title: PlannerOutput(services.words).title(for: week), to: services.output, services.words)
        }

        private func print(_ list: ShoppingList, title: String, to out: any TextOutput, _ words: Wording) {
            guard list.plannedMealCount > 0 else {
                out.line(words("cli2.shopping.nothingPlanned", title))
                out.line(words("cli2.shopping.planAMeal", "lunchbox plan assign MEAL DAY"))
                return
            }
            if list.isEmpty {
                out.line(words.counting("cli2.shopping.haveEverything", list.plannedMealCount, title))
            } else {
                out.line(words.counting("cli2.shopping.toBuy", list.plannedMealCount, title))
                // "apple: 2" where the amount is known.
                let labels = list.items.map { item in item.amount.map { "\(item.name): \($0)" } ?? item.name }
                let width = labels.map(\.count).max() ?? 0
                for (item, label) in zip(list.items, labels) {
                    let padding = String(repeating: " ", count: max(width - label.count, 0))
                    let mark = item.isBought ? "[x]" : "[ ]"
                    out.line("  \(mark) \(label)\(padding)  \(words.counting("cli2.shopping.forMeals", item.mealCount))")
                }
                if !list.toBuy.isEmpty { out.line(words("cli2.shopping.tickOff", "lunchbox shopping-list bought ITEM\(weekOptions.repeated)")) }
            }
            if !list.leftOutStaples.isEmpty {
                out.line(words("cli2.shopping.staples", list.leftOutStaples.joined(separator: ", "), "--include-staples"))
            }
        }
    }

    struct Bought: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                abstract: Help.say("help.shoppingList.bought.abstract"),
                discussion: Help.say("help.shoppingList.bought.discussion")
            )
        }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var format: OutputOptions
        @OptionGroup var weekOptions: PlannerWeekOptions
        @Argument(help: .say("help.shoppingList.bought.item")) var item: String
        @Flag(name: .customLong("add-to-kitchen"), help: .say("help.shoppingList.bought.addToKitchen")) var addToKitchen = false
        @Flag(help: .say("help.shoppingList.bought.undo")) var undo = false

        func validate() throws {
            if undo && addToKitchen { throw ValidationError("Choose --undo or --add-to-kitchen, not both.") }
        }

        func run() async throws {
            let services = Services(global)
            let useCases = try services.useCases()
            let plan = useCases.plan
            let week = try await weekOptions.resolve(plan, reader: services.words.weekStart).week
            let marked = try await plan.markBought(item, in: week, bought: !undo, addToKitchen: addToKitchen, units: await services.units(useCases))
            if format.json { return try JSONOutput.print(marked, to: services.output) }
            if undo {
                services.output.line(services.words("cli2.shopping.putBack", marked.name))
            } else {
                services.output.line(services.words(addToKitchen ? "cli2.shopping.boughtAndAdded" : "cli2.shopping.bought", marked.name))
            }
        }
    }
}
