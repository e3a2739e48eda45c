import Foundation
import LunchBoxCore

/// The checker's output: the table of faults, and ideas printed to be read.
enum Printer {
    /// Everything but the id, to compare two runs.
    static func content(_ idea: LunchBoxIdea) -> [String] {
        [idea.name] + idea.ingredients + ["--"] + idea.preparationSteps
    }

    static func table(faults: [Fault], kitchens: Int, batches: Int, ideas: Int, refusedKitchens: Int, elapsed: Duration) {
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        print("Offline chef check: \(kitchens) kitchens x \(batches) batches, \(ideas) ideas, \(refusedKitchens) kitchens refused, \(String(format: "%.2f", seconds)) s")
        print("")
        print("| fault | count | kitchens |")
        print("|---|---:|---:|")
        for kind in FaultKind.allCases where kind != .nearDuplicate {
            let found = faults.filter { $0.kind == kind }
            print("| \(kind.rawValue) | \(found.count) | \(Set(found.map(\.kitchen)).count) |")
        }
        print("| **total** | **\(faults.count)** | **\(Set(faults.map(\.kitchen)).count)** |")
    }

    static func show(_ kitchen: KitchenCase, items: [InventoryItem], batches: [ChefOutcome], faults: [Fault]) {
        print("=== \(kitchen.id): \(kitchen.about)")
        print("kitchen: " + items.map(\.displayText).joined(separator: "; "))
        if let diets = kitchen.diets { print("diets: \(diets.joined(separator: ", "))") }
        for (index, outcome) in batches.enumerated() {
            print("--- batch \(index + 1): \(outcome.ideas.count) of \(outcome.requested)")
            if let note = outcome.note { print("note: \(note)") }
            for idea in outcome.ideas {
                print("\n  \(idea.name)")
                idea.ingredients.forEach { print("    - \($0)") }
                idea.preparationSteps.enumerated().forEach { print("    \($0.offset + 1). \($0.element)") }
                for fault in faults where fault.batch == index + 1 && fault.idea == idea.name {
                    print("    !! \(fault.kind.rawValue): \(fault.detail)")
                }
            }
        }
        for fault in faults where fault.idea.isEmpty {
            print("  !! batch \(fault.batch) \(fault.kind.rawValue): \(fault.detail)")
        }
        print("")
    }
}
