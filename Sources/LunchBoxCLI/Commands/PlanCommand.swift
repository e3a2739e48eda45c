import ArgumentParser
import Foundation
import LunchBoxCore
import LunchBoxUseCases

/// `lunchbox plan …`: which meals are on which days, a week at a time.
struct PlanCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "plan",
            abstract: Help.say("help.plan.abstract"),
            discussion: Help.say("help.plan.discussion"),
            subcommands: [Show.self, Assign.self, Auto.self, Remove.self, ExportICS.self, WeekStart.self],
            defaultSubcommand: Show.self
        )
    }

    struct Show: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                abstract: Help.say("help.plan.show.abstract"),
                discussion: Help.say("help.plan.show.discussion")
            )
        }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var format: OutputOptions
        @OptionGroup var weekOptions: PlannerWeekOptions

        func run() async throws {
            let services = Services(global)
            let plan = try services.useCases().plan
            let chosen = try await weekOptions.resolve(plan, reader: services.words.weekStart)
            let week = chosen.week
            let today = chosen.today
            let days = try await plan.days(in: week)
            if format.json {
                return try JSONOutput.print(days, to: services.output)
            }
            let text = PlannerOutput(services.words)
            let words = services.words
            let out = services.output
            out.line(words("cli2.plan.weekOf", text.title(for: week)))
            var number = 0
            for day in days {
                out.line()
                let title = text.title(for: day.day, startingSentence: true)
                out.line(day.day == today ? words("cli2.plan.today", title) : title)
                if day.isEmpty { out.line("     " + words("cli2.plan.nothingOnDay")) }
                for planned in day.meals {
                    number += 1
                    out.line("\(String(number).leftPadded(to: 4)). \(text.text(for: planned.meal))  [\(Reference.shortID(planned.id))]")
                }
            }
            out.line()
            if number == 0 {
                out.line(words("cli2.plan.nothingThisWeek", "lunchbox plan assign MEAL DAY"))
            } else {
                out.line(words("cli2.plan.removeHint", "lunchbox plan remove N\(weekOptions.repeated)"))
            }
        }
    }

    struct Assign: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                abstract: Help.say("help.plan.assign.abstract"),
                discussion:
                    Help.say("help.plan.assign.discussion")
            )
        }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var format: OutputOptions
        @Argument(help: .say("help.meals.edit.meal")) var meal: String
        @Argument(help: .say("help.plan.assign.days", valueName: "day")) var days: [String]
        @OptionGroup var weekOptions: PlannerWeekOptions

        func run() async throws {
            let services = Services(global)
            let plan = try services.useCases().plan
            let chosen = try await weekOptions.resolve(plan, reader: services.words.weekStart)
            // With --week, a weekday name is that day of the chosen week, as plan show
            // lists it; without, the next such day.
            let week = weekOptions.week == nil ? nil : chosen.week
            // Read every day first, so a typo plans nothing rather than some of the days.
            let parsedDays = try days.map { try PlannerArguments.day($0, today: chosen.today, in: week) }
            let target = try MealsCommand.resolve(meal, in: try await plan.meals())
            let planned = try await plan.assign(mealID: target.id, to: parsedDays)
            if format.json {
                return try JSONOutput.print(planned, to: services.output)
            }
            let text = PlannerOutput(services.words)
            for entry in planned {
                services.output.line(text.planned(target.description, on: entry.day))
            }
        }
    }

    struct Remove: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                abstract: Help.say("help.plan.remove.abstract"),
                discussion: Help.say("help.plan.remove.discussion")
            )
        }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var weekOptions: PlannerWeekOptions
        @Argument(help: .say("help.plan.remove.plannedMeals", valueName: "planned-meal")) var plannedMeals: [String]

        func run() async throws {
            let services = Services(global)
            let plan = try services.useCases().plan
            let week = try await weekOptions.resolve(plan, reader: services.words.weekStart).week
            let inWeek = PlannerOutput.numbered(try await plan.plannedMeals(in: week), in: week)
            let listCommand = "lunchbox plan show\(weekOptions.repeated)"
            // Numbers count in the week shown; an id start may name a planned meal in any week.
            let onlyPositions = plannedMeals.allSatisfy { Reference.isPosition($0, count: inWeek.count) }
            let everyDay = onlyPositions ? inWeek : try await plan.allPlannedMeals()
            // Resolve every reference first, so removing one doesn't renumber the rest.
            let targets = try plannedMeals.map {
                try Reference.resolve($0, numbered: inWeek, searchable: everyDay, id: \.id, noun: .plannedMeal, listCommand: listCommand)
            }
            let text = PlannerOutput(services.words)
            var removedIDs = Set<UUID>()
            for target in targets where removedIDs.insert(target.id).inserted {
                try await plan.remove(assignmentID: target.id)
                services.output.line(services.words("cli2.plan.removed", target.meal.description, text.title(for: target.day)))
            }
        }
    }

    /// Every day a plan can hold, for finding a planned meal by id in any week.
    struct ExportICS: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                commandName: "export-ics",
                abstract: Help.say("help.plan.exportICS.abstract"),
                discussion:
                    Help.say("help.plan.exportICS.discussion")
            )
        }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var weekOptions: PlannerWeekOptions
        @Option(name: .shortAndLong, help: .say("help.plan.exportICS.output", valueName: "file")) var output: String?

        func run() async throws {
            let services = Services(global)
            let plan = try services.useCases().plan
            let week = try await weekOptions.resolve(plan, reader: services.words.weekStart).week
            let file = try await plan.calendarFile(for: week)
            let document = file.text
            let text = PlannerOutput(services.words)
            if file.eventCount == 0 {
                services.errors.line(services.words("cli2.plan.noEvents", text.title(for: week)))
            }
            guard let output, output != "-" else {
                services.output.write(document)
                return
            }
            let url = URL(fileURLWithPath: output)
            do {
                try Data(document.utf8).write(to: url, options: .atomic)
            } catch {
                throw CLIError("cli2.error.cannotWrite", .text(url.path), .text(error.localizedDescription), hint: Fault("cli2.hint.writableFile"))
            }
            services.output.line(services.words.counting("cli2.plan.wroteEvents", file.eventCount, text.title(for: week), url.path))
        }
    }

    struct WeekStart: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                commandName: "week-start",
                abstract: Help.say("help.plan.weekStart.abstract"),
                discussion: Help.say("help.plan.weekStart.discussion")
            )
        }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var format: OutputOptions
        @Argument(help: .say("help.plan.weekStart.day", valueName: "day")) var day: String?

        func run() async throws {
            let services = Services(global)
            let plan = try services.useCases().plan
            if let day {
                try await plan.saveWeekStart(try PlannerArguments.weekday(day))
            }
            let weekStart = try await plan.weekStart()
            if format.json {
                return try JSONOutput.print(["weekStart": weekStart.identifier], to: services.output)
            }
            let today = services.context.today
            let named = services.words.weekday(today.adding(days: (weekStart.rawValue - today.isoWeekday + 7) % 7))
            services.output.line(services.words(day == nil ? "cli2.plan.weekStart" : "cli2.plan.weekStartSet", named))
        }
    }
}
