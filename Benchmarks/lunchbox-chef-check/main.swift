import Foundation
import LunchBoxCore

// The offline chef checker: runs the chef on every kitchen of the committed set over
// several batches, as the app asks, and counts the faults found by rule. Exits 1 on any
// fault. Run by scripts/check-chef (and scripts/test).
//   --kitchens PATH   the set (default Benchmarks/chef-kitchens.json)
//   --batches N       batches per kitchen (default 3)
//   --details         print every fault
//   --show ID|all     print the ideas of a kitchen (or all), to read them as a cook

let arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
}
let defaultSet = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("chef-kitchens.json")
let setURL = option("--kitchens").map(URL.init(fileURLWithPath:)) ?? defaultSet
let batchCount = option("--batches").flatMap(Int.init) ?? 3
let show = option("--show")

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("lunchbox-chef-check: \(message)\n".utf8))
    exit(2)
}

let set: KitchenSet
let lexicon: FoodLexicon
do {
    set = try JSONDecoder().decode(KitchenSet.self, from: Data(contentsOf: setURL))
    lexicon = try FoodLexicon.bundled()
} catch {
    fail("\(error)")
}
guard let today = CalendarDay(isoString: set.today) else { fail("bad today \(set.today)") }

let clock = ContinuousClock()
let started = clock.now
let runner = ChefRun(lexicon: lexicon, today: today)
let guardian = DietaryGuard(lexicon: lexicon)
var faults: [Fault] = []
var ideaCount = 0
var refusedKitchens = 0

for kitchen in set.kitchens {
    let items = kitchen.inventory(today: today)
    let reading = KitchenReading(items: items, lexicon: lexicon, today: today)
    let rules = IdeaRules(kitchen: reading, preferences: kitchen.dietaryPreferences, mealType: kitchen.ideaPreferences.mealType, guardian: guardian)
    let batches = runner.batches(for: kitchen, count: batchCount)
    for (index, outcome) in batches.enumerated() {
        for idea in outcome.ideas {
            ideaCount += 1
            for (kind, detail) in rules.faults(in: IdeaReading(idea, kitchen: reading)) {
                faults.append(Fault(kind: kind, kitchen: kitchen.id, batch: index + 1, idea: idea.name, detail: detail))
            }
        }
    }
    var batchRules = BatchRules(kitchen: reading, rules: rules, canMake: kitchen.canMake)
    batchRules.maxMinutes = kitchen.ideaPreferences.maxMinutes
    for found in batchRules.faults(batches: batches) {
        faults.append(Fault(kind: found.kind, kitchen: kitchen.id, batch: found.batch, idea: found.idea, detail: found.detail))
    }
    if batches.contains(where: { $0.ideas.count < min(3, batchRules.lunchesPossible) }) { refusedKitchens += 1 }
    // The same kitchen, preferences and batch number must give the same batch.
    let again = runner.run(kitchen, batch: 1, previous: [])
    if again.ideas.map(Printer.content) != batches[0].ideas.map(Printer.content) || again.note != batches[0].note {
        faults.append(Fault(kind: .nondeterministic, kitchen: kitchen.id, batch: 1, idea: "", detail: "batch 1 differs on a rerun"))
    }
    if show == "all" || show == kitchen.id {
        Printer.show(kitchen, items: items, batches: batches, faults: faults.filter { $0.kitchen == kitchen.id })
    }
}

let elapsed = clock.now - started
Printer.table(faults: faults, kitchens: set.kitchens.count, batches: batchCount, ideas: ideaCount, refusedKitchens: refusedKitchens, elapsed: elapsed)
if arguments.contains("--details") {
    for fault in faults.sorted(by: { ($0.kind, $0.kitchen, $0.batch) < ($1.kind, $1.kitchen, $1.batch) }) {
        print("[\(fault.kind.rawValue)] \(fault.kitchen) #\(fault.batch) \(fault.idea): \(fault.detail)")
    }
}
exit(faults.isEmpty ? 0 : 1)
