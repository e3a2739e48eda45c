import LunchBoxCore
import LunchBoxUseCases

extension MCPToolbox {
    /// The kitchen: what is in it, adding food as typed, changing and removing an item.
    static let kitchen: [MCPTool] = [
        .reading("kitchen_list", "The food in the kitchen, use-soon first. kitchen_edit and kitchen_remove count items in this order.") { _, call in
            let items = try await call.useCases.inventory.itemsUseFirst()
            let lines = items.enumerated().map { "\($0.offset + 1). \($0.element.displayText)" }
            let words = call.words
            return try MCPReply(items.isEmpty ? words("cli2.mcp.kitchenEmpty") : words.counting("cli2.mcp.kitchen", items.count) + "\n" + lines.joined(separator: "\n"), value: items)
        },
        .writing(
            "kitchen_add", "Add food as a person types it: several at once (\"eggs, bread, 2 apples\"), a number in front is the quantity. All or none are added.",
            [
                .required("text", .text, "The food, as typed: \"eggs, bread, 2 apples\"."),
                .optional("quantity", .text, "A quantity such as \"6\" or \"half a loaf\", for one food typed without one."),
                .optional("best_before", .text, "The date on the pack, read as the food's usual kind: YYYY-MM-DD, today, tomorrow or +N days."),
                .optional("use_by", .text, "A use-by date (never used after it): YYYY-MM-DD, today, tomorrow or +N days."),
            ]
        ) { arguments, call in
            let dated = try InventoryCommand.dated(bestBefore: arguments.text("best_before"), useBy: arguments.text("use_by"), today: call.context.today)
            let added = try await call.useCases.inventory.add(
                typed: try arguments.required("text"), quantity: arguments.text("quantity") ?? "", bestBefore: dated?.day, dateKind: dated?.kind)
            return try MCPReply(call.words("cli2.inventory.added", call.words.and(added.map(\.displayText))), value: added)
        },
        .writing(
            "kitchen_edit", "Change an item's name, quantity or date; what is not given stays.",
            [
                .required("item", .text, "The item's number in kitchen_list, or the start of its id."),
                .optional("name", .text, "A new name."),
                .optional("quantity", .text, "A new quantity (\"\" clears it)."),
                .optional("best_before", .text, "The date on the pack: YYYY-MM-DD, today, tomorrow, +N, or none."),
                .optional("use_by", .text, "A use-by date: YYYY-MM-DD, today, tomorrow, +N, or none."),
            ]
        ) { arguments, call in
            let stored = try await InventoryCommand.edit(
                try arguments.required("item"), name: arguments.text("name"), quantity: arguments.text("quantity"), bestBefore: arguments.text("best_before"),
                useBy: arguments.text("use_by"), inventory: call.useCases.inventory, today: call.context.today)
            return try MCPReply(call.words("cli2.inventory.updated", stored.displayText), value: stored)
        },
        .writing(
            "kitchen_remove", "Remove an item from the kitchen (used up, or gone).",
            [.required("item", .text, "The item's number in kitchen_list, or the start of its id.")]
        ) { arguments, call in
            let inventory = call.useCases.inventory
            let target = try Reference.resolve(
                try arguments.required("item"), in: try await inventory.itemsUseFirst(), id: \.id, noun: .item, listCommand: InventoryCommand.listCommand)
            let removed = try await inventory.remove(id: target.id)
            return try MCPReply(call.words("cli2.inventory.removed", removed.name), value: removed)
        },
    ]
}
