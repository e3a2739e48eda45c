import ArgumentParser
import LunchBoxCore

/// `lunchbox household …`: the household's members, their diets and allergies, who ideas
/// are packed for, and the verdict for each member on ideas, favorites and meals.
struct HouseholdCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "household", abstract: "List, add, change or remove household members and their diets and allergies.",
        subcommands: [List.self, Add.self, Set.self, Remove.self, PackFor.self, Verdicts.self], defaultSubcommand: List.self)

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the members; * marks who ideas are packed for.")
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
        static let configuration = CommandConfiguration(
            abstract: "Add a member with their diets and foods to avoid.", discussion: "Example: lunchbox household add Leo --diet vegetarian --avoid peanuts,sesame")
        @OptionGroup var global: GlobalOptions
        @OptionGroup var format: OutputOptions
        @Argument(help: "The member's name (at most 40 characters).") var name: String
        @Option(name: .customLong("diet"), help: "vegetarian, vegan, gluten-free, dairy-free, nut-free (repeat or separate with commas).") var diets: [String] = []
        @Option(name: .customLong("avoid"), help: ArgumentHelp(HouseholdText.avoidHelp)) var avoids: [String] = []

        func run() async throws {
            let services = Services(global)
            let member = try await services.useCases().household.add(
                name: name, diets: try HouseholdMember.diets(from: diets), avoids: try HouseholdMember.avoids(from: avoids))
            if format.json { return try JSONOutput.print(member, to: services.output) }
            services.output.line(services.words("cli2.household.added", member.name, member.needsSummary(services.words)))
        }
    }

    struct Set: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Change a member: name, diets, foods to avoid, or whether ideas are packed for them.",
            discussion: "Examples: lunchbox household set Leo --avoid peanuts\n          lunchbox household set Mia --no-diets --no-pack")
        @OptionGroup var global: GlobalOptions
        @OptionGroup var format: OutputOptions
        @Argument(help: "The member's name.") var member: String
        @Option(help: "A new name.") var name: String?
        @Option(name: .customLong("diet"), help: "Exactly these diets (repeat or separate with commas).") var diets: [String] = []
        @Flag(help: "Clear the member's diets.") var noDiets = false
        @Option(name: .customLong("avoid"), help: ArgumentHelp("Exactly these foods to avoid: " + HouseholdText.avoidHelp)) var avoids: [String] = []
        @Flag(help: "Clear the foods the member avoids.") var noAvoids = false
        @Flag(inversion: .prefixedNo, help: "Pack ideas for this member (or not).") var pack: Bool?

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
        static let configuration = CommandConfiguration(abstract: "Remove a member (and their play progress).", discussion: "Example: lunchbox household remove Leo")
        @OptionGroup var global: GlobalOptions
        @Argument(help: "The member's name.") var member: String

        func run() async throws {
            let services = Services(global)
            let removed = try await services.useCases().household.remove(member)
            services.output.line(services.words("cli2.household.removed", removed.name))
        }
    }

    struct PackFor: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "pack-for", abstract: "Choose who ideas are for: ideas must suit all of them.", discussion: "Example: lunchbox household pack-for Sam Leo")
        @OptionGroup var global: GlobalOptions
        @OptionGroup var format: OutputOptions
        @Argument(help: "The members' names.") var members: [String] = []

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
        static let configuration = CommandConfiguration(
            abstract: "Who each recent idea, favorite, meal or meal planned in the next seven days suits.",
            discussion: "Example: lunchbox household verdicts favorites --json")
        @OptionGroup var global: GlobalOptions
        @OptionGroup var format: OutputOptions
        @Argument(help: "ideas, favorites, meals or plan") var of: HouseholdText.VerdictList = .ideas

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
