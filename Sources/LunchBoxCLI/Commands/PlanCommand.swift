import ArgumentParser
import Foundation
import LunchBoxCore
import LunchBoxUseCases

/// `lunchbox plan …`: which meals are on which days, a week at a time.
struct PlanCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan",
        abstract: "Plan meals on days and see the week.",
        discussion: "Days are calendar days in your time zone. Weeks start on Monday unless you choose another day with: lunchbox plan week-start DAY",
        subcommands: [Show.self, Assign.self, Auto.self, Remove.self, ExportICS.self, WeekStart.self],
        defaultSubcommand: Show.self
    )

    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show a week: each day with its meals, numbered.",
            discussion: "Planned meals are numbered through the week, by day and then in the order they were planned; lunchbox plan remove N with the same --week uses these numbers."
        )

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
        static let configuration = CommandConfiguration(
            abstract: "Plan a meal on one or more days.",
            discussion:
                "Examples: lunchbox plan assign 2 mon wed · lunchbox plan assign 3f2a 2026-12-31 · lunchbox plan assign 1 tomorrow · lunchbox plan assign 2 monday --week +1. A weekday name means the next such day, today included; with --week, that day of the chosen week."
        )

        @OptionGroup var global: GlobalOptions
        @OptionGroup var format: OutputOptions
        @Argument(help: "The meal's number in lunchbox meals list, or the start of its id.") var meal: String
        @Argument(help: ArgumentHelp("Days: YYYY-MM-DD, today, tomorrow, +N, or a weekday (mon, friday).", valueName: "day")) var days: [String]
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
        static let configuration = CommandConfiguration(
            abstract: "Remove planned meals (the meals stay in the library).",
            discussion: "Give the numbers lunchbox plan show prints for the same --week, or the start of a planned meal's id (its [id] in plan show), which works for any week."
        )

        @OptionGroup var global: GlobalOptions
        @OptionGroup var weekOptions: PlannerWeekOptions
        @Argument(help: ArgumentHelp("Planned meal numbers in the week, or id starts.", valueName: "planned-meal")) var plannedMeals: [String]

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
        static let configuration = CommandConfiguration(
            commandName: "export-ics",
            abstract: "Write a week's planned meals as an iCalendar (.ics) file of all-day events.",
            discussion:
                "Each planned meal keeps its event id, so importing a later export updates the events instead of adding copies. Example: lunchbox plan export-ics --week +1 --output next-week.ics"
        )

        @OptionGroup var global: GlobalOptions
        @OptionGroup var weekOptions: PlannerWeekOptions
        @Option(name: .shortAndLong, help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file")) var output: String?

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
        static let configuration = CommandConfiguration(
            commandName: "week-start",
            abstract: "Show or set the day planner weeks begin on (Monday unless set).",
            discussion: "Example: lunchbox plan week-start sunday"
        )

        @OptionGroup var global: GlobalOptions
        @OptionGroup var format: OutputOptions
        @Argument(help: ArgumentHelp("monday ... sunday (or mon, sun, ...); omit to show the current one.", valueName: "day")) var day: String?

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
