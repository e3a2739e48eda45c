import ArgumentParser
import Foundation
import LunchBoxCore
import LunchBoxUseCases

/// `lunchbox inventory …`: the food at hand.
struct InventoryCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "inventory",
            abstract: Help.say("help.inventory.abstract"),
            subcommands: [Add.self, List.self, Edit.self, Remove.self, Clear.self],
            defaultSubcommand: List.self
        )
    }

    static let listCommand = "lunchbox inventory list"

    /// A best-before day in the past is allowed (the food may still be good), but said
    /// out loud on standard error, so a slip like "yesterday" for "tomorrow" is seen.
    static func warnIfPast(_ item: InventoryItem, services: Services) {
        guard let day = item.bestBefore, IdeaKitchenUse.freshness(of: item, today: services.context.today) == .expired else { return }
        let words = services.words
        let warning = item.dateKind == .useBy ? "cli2.inventory.pastUseBy" : "cli2.inventory.pastBestBefore"
        let flag = item.dateKind == .useBy ? "--use-by" : "--best-before"
        services.errors.line(words(warning, item.name, words.day(day), "lunchbox inventory edit N \(flag) YYYY-MM-DD"))
    }

    /// The date and what it means from `--best-before` (the food's usual kind: bread a day
    /// past is still used, chicken never) or `--use-by` (never used after it).
    static func dated(bestBefore: String?, useBy: String?, today: CalendarDay) throws -> (day: CalendarDay?, kind: DateKind?)? {
        switch (bestBefore, useBy) {
        case (nil, nil): return nil
        case (.some, .some): throw CLIError("cli2.inventory.twoDates")
        case (let text?, nil), (nil, let text?):
            let kind: DateKind? = useBy == nil ? nil : .useBy
            if text.lowercased() == "none" { return (nil, nil) }
            return (try DayArgument.parse(text, today: today), kind)
        }
    }

    /// Changes what is given of the item `reference` names (its number in the list, use-soon
    /// first, or the start of its id) and keeps the rest: `inventory edit` and the MCP
    /// server's kitchen_edit.
    static func edit(
        _ reference: String, name: String?, quantity: String?, bestBefore: String?, useBy: String?, inventory: InventoryUseCase, today: CalendarDay
    ) async throws -> InventoryItem {
        guard name != nil || quantity != nil || bestBefore != nil || useBy != nil else {
            throw CLIError("cli2.error.nothingToChange", hint: Fault("cli2.hint.itemChanges"))
        }
        let dated = try dated(bestBefore: bestBefore, useBy: useBy, today: today)
        var target = try Reference.resolve(reference, in: try await inventory.itemsUseFirst(), id: \.id, noun: .item, listCommand: listCommand)
        if let name { target.name = name }
        if let quantity { target.quantity = quantity }
        if let dated {
            target.bestBefore = dated.day
            target.dateKind = dated.kind
        }
        return try await inventory.update(id: target.id, name: target.name, quantity: target.quantity, bestBefore: target.bestBefore, dateKind: target.dateKind)
    }

    struct Add: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                abstract: Help.say("help.inventory.add.abstract"),
                discussion: Help.say("help.inventory.add.discussion"))
        }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var format: OutputOptions
        @Argument(help: .say("help.inventory.add.names")) var names: [String]
        @Option(help: .say("help.inventory.add.quantity")) var quantity = ""
        @Option(name: .customLong("best-before"), help: .say("help.inventory.add.bestBefore")) var bestBefore: String?
        @Option(name: .customLong("use-by"), help: .say("help.inventory.add.useBy")) var useBy: String?

        func run() async throws {
            let services = Services(global)
            if names.count > 1 && (!quantity.isEmpty || bestBefore != nil || useBy != nil) {
                throw CLIError("cli2.inventory.oneAtATime")
            }
            let dated = try InventoryCommand.dated(bestBefore: bestBefore, useBy: useBy, today: services.context.today)
            let inventory = try services.useCases().inventory
            // One action: every name is checked before any is added, as the web's add field.
            let added = try await inventory.add(typed: names.joined(separator: "\n"), quantity: quantity, bestBefore: dated?.day, dateKind: dated?.kind)
            added.forEach { InventoryCommand.warnIfPast($0, services: services) }
            if format.json {
                try JSONOutput.print(added, to: services.output)
            } else {
                services.output.line(services.words("cli2.inventory.added", services.words.and(added.map(\.displayText))))
            }
        }
    }

    struct List: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(abstract: Help.say("help.inventory.list.abstract"))
        }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var format: OutputOptions

        func run() async throws {
            let services = Services(global)
            // Use-soon first, as on the web; edit and remove count in the same order.
            let items = try await services.useCases().inventory.itemsUseFirst()
            if format.json {
                return try JSONOutput.print(items, to: services.output)
            }
            guard !items.isEmpty else {
                services.output.line(services.words("cli.inventory.empty", "lunchbox inventory add eggs bread"))
                return
            }
            let today = services.context.today
            services.output.line(services.words.counting("cli.inventory.heading", items.count))
            for (index, item) in items.enumerated() {
                var line = "\(String(index + 1).leftPadded(to: 3)). \(TerminalText.oneLine(item.displayText))"
                if let day = item.bestBefore {
                    line += "  (\(BestBeforeWording.label(for: day, today: today, kind: item.dateKind, in: services.words)))"
                }
                services.output.line(line + "  [\(Reference.shortID(item.id))]")
            }
        }
    }

    struct Edit: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(abstract: Help.say("help.inventory.edit.abstract"))
        }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var format: OutputOptions
        @Argument(help: .say("help.inventory.edit.item")) var item: String
        @Option(help: .say("help.inventory.edit.name")) var name: String?
        @Option(help: .say("help.inventory.edit.quantity")) var quantity: String?
        @Option(name: .customLong("best-before"), help: .say("help.inventory.edit.bestBefore")) var bestBefore: String?
        @Option(name: .customLong("use-by"), help: .say("help.inventory.edit.useBy")) var useBy: String?

        func run() async throws {
            let services = Services(global)
            let stored = try await InventoryCommand.edit(
                item, name: name, quantity: quantity, bestBefore: bestBefore, useBy: useBy, inventory: try services.useCases().inventory,
                today: services.context.today)
            if bestBefore != nil || useBy != nil { InventoryCommand.warnIfPast(stored, services: services) }
            if format.json {
                try JSONOutput.print(stored, to: services.output)
            } else {
                services.output.line(services.words("cli2.inventory.updated", stored.displayText))
            }
        }
    }

    struct Remove: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(abstract: Help.say("help.inventory.remove.abstract"))
        }

        @OptionGroup var global: GlobalOptions
        @Argument(help: .say("help.inventory.remove.items")) var items: [String]

        func run() async throws {
            let services = Services(global)
            let inventory = try services.useCases().inventory
            let current = try await inventory.itemsUseFirst()
            // Resolve every reference first, so removing one doesn't renumber the rest.
            let targets = try items.map { try Reference.resolve($0, in: current, id: \.id, noun: .item, listCommand: InventoryCommand.listCommand) }
            var removed: [String] = []
            for target in Set(targets.map(\.id)) {
                removed.append(try await inventory.remove(id: target).name)
            }
            services.output.line(services.words("cli2.inventory.removed", services.words.and(removed.sorted())))
        }
    }

    struct Clear: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(abstract: Help.say("help.inventory.clear.abstract"))
        }

        @OptionGroup var global: GlobalOptions
        @Flag(name: .shortAndLong, help: .say("help.inventory.clear.yes")) var yes = false

        func run() async throws {
            let services = Services(global)
            let inventory = try services.useCases().inventory
            let count = try await inventory.items().count
            guard count > 0 else {
                services.output.line(services.words("cli2.inventory.alreadyEmpty"))
                return
            }
            if !yes {
                guard services.context.inputIsTerminal else {
                    throw CLIError("cli2.inventory.clearing", .number(count), hint: Fault("cli2.hint.confirm", [.text("lunchbox inventory clear --yes")]))
                }
                services.errors.write(services.words.counting("cli2.inventory.clearQuestion", count) + " [y/N] ")
                let answer = services.context.input.readLine(hidingInput: false)?.lowercased() ?? ""
                guard answer == "y" || answer == "yes" else {
                    services.output.line(services.words("cli2.inventory.nothingRemoved"))
                    return
                }
            }
            try await inventory.clear()
            services.output.line(services.words.counting("cli2.inventory.cleared", count))
        }
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
