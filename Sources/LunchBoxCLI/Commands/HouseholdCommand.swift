import ArgumentParser
import LunchBoxCore

/// `lunchbox household …`: the household's members, their diets and allergies, who ideas
/// are packed for, and the verdict for each member on ideas, favorites and meals.
struct HouseholdCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "household", abstract: Help.say("help.household.abstract"),
            subcommands: [List.self, Add.self, Set.self, Remove.self, PackFor.self, Verdicts.self], defaultSubcommand: List.self)
    }

    struct List: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(abstract: Help.say("help.household.list.abstract"))
        }
        @OptionGroup var global: GlobalOptions
        @OptionGroup var format: OutputOptions

        func run() async throws {
            let services = Services(global)
            let members = try await services.useCases().household.members()
            if format.json { return try JSONOutput.print(members, to: services.output) }
            if members.isEmpty { services.output.line(services.words("cli2.household.none", "lunchbox household add Sam --diet vegetarian --avoid sesame")) }
            for line in HouseholdText.lines(members, services.words) { services.output.line(line) }
        }
    }

    struct Add: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                abstract: Help.say("help.household.add.abstract"), discussion: Help.say("help.household.add.discussion"))
        }
        @OptionGroup var global: GlobalOptions
        @OptionGroup var format: OutputOptions
        @Argument(help: .say("help.household.add.name")) var name: String
        @Option(name: .customLong("diet"), help: .say("help.household.add.diets")) var diets: [String] = []
        @Option(name: .customLong("avoid"), help: .say("help.household.add.avoids", HouseholdText.avoidChoices)) var avoids: [String] = []

        func run() async throws {
            let services = Services(global)
            let member = try await services.useCases().household.add(
                name: name, diets: try HouseholdMember.diets(from: diets), avoids: try HouseholdMember.avoids(from: avoids))
            if format.json { return try JSONOutput.print(member, to: services.output) }
            services.output.line(services.words("cli2.household.added", member.name, member.needsSummary(services.words)))
        }
    }

    struct Set: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                abstract: Help.say("help.household.set.abstract"),
                discussion: Help.say("help.household.set.discussion"))
        }
        @OptionGroup var global: GlobalOptions
        @OptionGroup var format: OutputOptions
        @Argument(help: .say("help.household.set.member")) var member: String
        @Option(help: .say("help.household.set.name")) var name: String?
        @Option(name: .customLong("diet"), help: .say("help.household.set.diets")) var diets: [String] = []
        @Flag(help: .say("help.household.set.noDiets")) var noDiets = false
        @Option(name: .customLong("avoid"), help: .say("help.household.set.avoids", HouseholdText.avoidChoices)) var avoids: [String] = []
        @Flag(help: .say("help.household.set.noAvoids")) var noAvoids = false
        @Flag(inversion: .prefixedNo, help: .say("help.household.set.pack")) var pack: Bool?

        func run() async throws {
            let services = Services(global)
            let diets: [DietaryRestriction]? = noDiets ? [] : (diets.isEmpty ? nil : try HouseholdMember.diets(from: diets))
            let avoids: [FoodContent]? = noAvoids ? [] : (avoids.isEmpty ? nil : try HouseholdMember.avoids(from: avoids))
            let changed = try await services.useCases().household.set(member, name: name, diets: diets, avoids: avoids, packFor: pack)
            if format.json { return try JSONOutput.print(changed, to: services.output) }
            services.output.line(services.words(changed.packFor ? "cli2.household.changed" : "cli2.household.changedNotPacked", changed.name, changed.needsSummary(services.words)))
        }
    }

    struct Remove: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(abstract: Help.say("help.household.remove.abstract"), discussion: Help.say("help.household.remove.discussion"))
        }
        @OptionGroup var global: GlobalOptions
        @Argument(help: .say("help.household.set.member")) var member: String

        func run() async throws {
            let services = Services(global)
            let removed = try await services.useCases().household.remove(member)
            services.output.line(services.words("cli2.household.removed", removed.name))
        }
    }

    struct PackFor: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                commandName: "pack-for", abstract: Help.say("help.household.packFor.abstract"), discussion: Help.say("help.household.packFor.discussion"))
        }
        @OptionGroup var global: GlobalOptions
        @OptionGroup var format: OutputOptions
        @Argument(help: .say("help.household.packFor.members")) var members: [String] = []

        func run() async throws {
            let services = Services(global)
            let household = try services.useCases().household
            let all = try await household.packFor(members)
            if format.json { return try JSONOutput.print(all, to: services.output) }
            let chosen = all.filter(\.packFor).map(\.name)
            services.output.line(chosen.isEmpty ? services.words("cli2.household.packForNone") : services.words("cli2.household.packFor", services.words.and(chosen)))
        }
    }

    struct Verdicts: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                abstract: Help.say("help.household.verdicts.abstract"),
                discussion: Help.say("help.household.verdicts.discussion"))
        }
        @OptionGroup var global: GlobalOptions
        @OptionGroup var format: OutputOptions
        @Argument(help: .say("help.household.verdicts.of")) var of: HouseholdText.VerdictList = .ideas

        func run() async throws {
            let services = Services(global)
            let useCases = try services.useCases()
            let household = useCases.household
            let days = useCases.plan.upcomingDays()
            let verdicts =
                switch of {
                case .ideas: try await household.ideaVerdicts()
                case .favorites: try await household.favoriteVerdicts()
                case .meals: try await household.mealVerdicts()
                case .plan: try await household.planVerdicts(in: days[0]...days[days.count - 1])
                }
            if format.json { return try JSONOutput.print(verdicts, to: services.output) }
            if verdicts.isEmpty { services.output.line(services.words("cli2.household.nothing.\(of.rawValue)")) }
            for (index, item) in verdicts.enumerated() {
                services.output.line("\(index + 1). \(TerminalText.oneLine(item.name)): \(TerminalText.oneLine(item.verdict.summary(services.words) ?? services.words("cli2.household.noMembers")))")
            }
        }
    }
}
