import Foundation
import LunchBoxCore
import LunchBoxUseCases

extension MCPToolbox {
    /// Packing lunches, and the household's members with their diets.
    static let household: [MCPTool] = [
        .writing(
            "pack_idea", "Say an idea of the most recent ideas was packed: what it uses leaves the kitchen, by amount, in one step. Undo with pack_undo.",
            [
                .required("idea", .wholeNumber, "The idea's number in the most recent ideas."),
                .optional("none_left", .texts, "Foods with none left after packing (removed from the kitchen)."),
                .optional("some_left", .texts, "Foods with some left after packing (kept as they are)."),
            ]
        ) { arguments, call in
            let answers = PackCommand.Answers.answers(none: arguments.texts("none_left"), left: arguments.texts("some_left"))
            let report = PackingReport(try await call.useCases.packing.packRecentIdea(number: try arguments.requiredNumber("idea"), answers: answers))
            let words = call.words
            let questions = report.questions.map { words("cli2.pack.question", $0.name, $0.reason(words), "none_left", "some_left") }
            return try MCPReply(([report.message(words)] + questions + [words("cli2.mcp.packUndo", "pack_undo", report.id.uuidString)]).joined(separator: "\n"), value: report)
        },
        .writing("pack_undo", "Put back what a packing took from the kitchen.", [.required("packing", .text, "The packing's id, as pack_idea returned it.")]) {
            arguments, call in
            guard let id = UUID(uuidString: try arguments.required("packing").trimmingCharacters(in: .whitespaces)) else {
                throw CLIError("cli2.mcp.packingID", .text("pack_idea"))
            }
            let name = try await call.useCases.packing.undo(id: id)
            return try MCPReply(call.words("cli2.pack.undone", name), value: ["undone": name])
        },
        .reading("household_members", "The household's members with their diets and the foods they avoid; packFor marks who ideas are packed for.") { _, call in
            let members = try await call.useCases.household.members()
            return try MCPReply(members.isEmpty ? call.words("cli2.mcp.noMembers") : HouseholdText.lines(members, call.words).joined(separator: "\n"), value: members)
        },
        .writing(
            "household_add", "Add a household member with their diets and foods to avoid.",
            [
                .required("name", .text, "The member's name (at most 40 characters)."),
                .optional("diets", .texts, "vegetarian, vegan, gluten-free, dairy-free, nut-free."), .optional("avoids", .texts, HouseholdText.avoidHelp),
            ]
        ) { arguments, call in
            let member = try await call.useCases.household.add(
                name: try arguments.required("name"), diets: try HouseholdMember.diets(from: arguments.texts("diets")),
                avoids: try HouseholdMember.avoids(from: arguments.texts("avoids")))
            return try MCPReply(call.words("cli2.household.added", member.name, member.needsSummary(call.words)), value: member)
        },
        .writing(
            "household_set", "Change a member's diets or foods to avoid: exactly the ones given ([] clears them); what is not given stays.",
            [.required("member", .text, "The member's name."), .optional("diets", .texts, "Exactly these diets."), .optional("avoids", .texts, "Exactly these foods to avoid.")]
        ) { arguments, call in
            let diets = arguments.has("diets") ? try HouseholdMember.diets(from: arguments.texts("diets")) : nil
            let avoids = arguments.has("avoids") ? try HouseholdMember.avoids(from: arguments.texts("avoids")) : nil
            let changed = try await call.useCases.household.set(try arguments.required("member"), diets: diets, avoids: avoids)
            return try MCPReply(call.words("cli2.household.changed", changed.name, changed.needsSummary(call.words)), value: changed)
        },
    ]
}
