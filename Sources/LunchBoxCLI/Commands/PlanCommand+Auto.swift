import ArgumentParser
import Foundation
import LunchBoxCore
import LunchBoxUseCases

extension PlanCommand {
    /// `lunchbox plan auto`: fills the week's empty days (from today on) in one step.
    struct Auto: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                commandName: "auto",
                abstract: Help.say("help.plan.auto.abstract"),
                discussion:
                    Help.say("help.plan.auto.discussion")
            )
        }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var format: OutputOptions
        @OptionGroup var weekOptions: PlannerWeekOptions
        @Option(help: .say("help.plan.auto.undo", valueName: "id")) var undo: String?
        @Option(help: .say("help.plan.auto.swap", valueName: "day")) var swap: String?
        @Option(help: .say("help.plan.auto.plan", valueName: "id")) var plan: String?
        @Flag(help: .say("help.plan.auto.weekends")) var weekends = false

        func run() async throws {
            let services = Services(global)
            let useCases = try services.useCases()
            let out = services.output
            if let undo {
                let removed = try await useCases.autoPlan.undo(planID: try Self.id(undo))
                if format.json { return try JSONOutput.print(["removed": removed], to: out) }
                return out.line(services.words.counting("cli2.auto.undone", removed))
            }
            let chosen = try await weekOptions.resolve(useCases.plan, reader: services.words.weekStart)
            if let swap {
                guard let plan else { throw ValidationError("--swap needs the plan's id: --plan ID") }
                let day = try PlannerArguments.day(swap, today: chosen.today, in: weekOptions.week == nil ? nil : chosen.week)
                let swapped = try await useCases.autoPlan.swap(planID: try Self.id(plan), day: day)
                if format.json { return try JSONOutput.print(AutoPlanReport.Day(swapped), to: out) }
                return out.line(services.words("cli2.auto.swapped", PlannerOutput(services.words).title(for: day, startingSentence: true), swapped.planned.meal.description))
            }
            let planned = try await useCases.autoPlan.planWeek(chosen.week, weekends: weekends)
            let report = AutoPlanReport(planned)
            if format.json { return try JSONOutput.print(report, to: out) }
            let words = services.words
            out.line(planned.summary(words))
            for day in report.days {
                let uses = day.usesFromKitchen.isEmpty ? "" : "  (\(words("cli2.auto.uses", words.and(day.usesFromKitchen))))"
                out.line("  \(day.day.isoString)  \(day.meal)  [\(words("cli2.auto.source.\(day.source.rawValue)"))]\(uses)")
            }
            if !report.days.isEmpty {
                out.line(words("cli2.auto.undoHint", "lunchbox plan auto --undo \(report.id.uuidString)"))
                out.line(words("cli2.auto.swapHint", "lunchbox plan auto --swap DAY --plan \(report.id.uuidString)"))
            }
        }

        private static func id(_ text: String) throws -> UUID {
            guard let id = UUID(uuidString: text.trimmingCharacters(in: .whitespaces)) else { throw ValidationError("Give the plan's id as lunchbox plan auto printed it.") }
            return id
        }
    }
}
