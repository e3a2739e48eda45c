import Foundation
import LunchBoxCore

// The offline chef checker: runs the chef on every kitchen of the committed set over
// several batches, as the app asks, and counts the faults found by rule. Exits 1 on any
// fault. Run by scripts/check-chef (and scripts/test).
//   --kitchens PATH   the set (default Benchmarks/chef-kitchens.json)
//   --batches N       batches per kitchen (default 3)
//   --details         print every fault
//   --show ID|all     print the ideas of a kitchen (or all), to read them as a cook
//   --language de     the ideas in German (the chef writes English and German)

let arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
}
let defaultSet = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("chef-kitchens.json")
let setURL = option("--kitchens").map(URL.init(fileURLWithPath:)) ?? defaultSet
let batchCount = option("--batches").flatMap(Int.init) ?? 3
let show = option("--show")
let language = option("--language").map { Language(tag: $0) ?? .english } ?? .english

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

// --lookup "a, b": how each typed food is read, to find the words the lexicon lacks.
if let typed = option("--lookup") {
    for entry in KitchenEntry.entries(in: typed) {
        let label = entry.name.lowercased()
        let found = lexicon.lookup(label).match.map { "\($0.food.name) (\($0.matchedName))" }
        let near = lexicon.bestMatches(for: label, limit: 1, minimumScore: 0.75).first.map { "~\($0.food.name) \(String(format: "%.2f", $0.score))" }
        print("\(entry.name) [\(entry.quantity)] -> \(found ?? near ?? "UNKNOWN")")
    }
    exit(0)
}

let clock = ContinuousClock()
let started = clock.now
let runner = ChefRun(lexicon: lexicon, today: today, language: language)
let guardian = DietaryGuard(lexicon: lexicon)
var faults: [Fault] = []
var ideaCount = 0
var refusedKitchens = 0
var breadBased = 0

for kitchen in set.kitchens {
    let items = kitchen.inventory(today: today)
    var reading = KitchenReading(items: items, lexicon: lexicon, today: today)
    reading.language = language
    var rules = IdeaRules(kitchen: reading, preferences: kitchen.dietaryPreferences, mealType: kitchen.ideaPreferences.mealType, guardian: guardian)
    rules.words = CheckerWords.for(language)
    // Produce that must be cooked (okra) does not go raw into a wrap: a kitchen with only
    // that has no fruit or vegetable for a cold lunch.
    let held = BatchRules(kitchen: reading, rules: rules, canMake: kitchen.canMake).usableParts
        .filter { !$0.parts.contains(.produce) || reading.food(of: $0.item.name).map { !$0.mustCook } ?? true }
        .reduce(into: Set<IdeaRules.Part>()) { $0.formUnion($1.parts) }
    rules.absentParts = Set([IdeaRules.Part.carb, .produce]).subtracting(held)
    rules.kitchenSauces = items.filter { item in
        guard !reading.isExpired(item), let food = reading.food(of: item.name), CheckerKnowledge.savourySauces.contains(food.name) else { return false }
        return kitchen.dietaryPreferences.isEmpty || guardian.verdict(forIngredients: [item.name], preferences: kitchen.dietaryPreferences).isSafe
    }.map(\.name)
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
    breadBased += batches.flatMap(\.ideas).filter(batchRules.isBreadBased).count
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
// Two ideas on the same main and base are sometimes all a kitchen allows: judged as a share
// of all ideas (at most 5%), as is bread (at most 35%), not one by one.
let nearDuplicates = faults.filter { $0.kind == .nearDuplicate }
faults.removeAll { $0.kind == .nearDuplicate }
Printer.table(faults: faults, kitchens: set.kitchens.count, batches: batchCount, ideas: ideaCount, refusedKitchens: refusedKitchens, elapsed: elapsed)
let share = { (count: Int) in Double(count) / Double(max(1, ideaCount)) }
let shares = [("bread-based ideas", breadBased, 0.35), ("near-duplicates in a batch (same main and base)", nearDuplicates.count, 0.05)]
for (label, count, limit) in shares {
    let over = share(count) > limit
    print(String(format: "%@: %d of %d (%.1f%%, at most %.0f%%)%@", label, count, ideaCount, 100 * share(count), 100 * limit, over ? " FAULT" : ""))
}
let sharesOver = shares.contains { share($0.1) > $0.2 }
if arguments.contains("--details") {
    for fault in (faults + nearDuplicates).sorted(by: { ($0.kind, $0.kitchen, $0.batch) < ($1.kind, $1.kitchen, $1.batch) }) {
        print("[\(fault.kind.rawValue)] \(fault.kitchen) #\(fault.batch) \(fault.idea): \(fault.detail)")
    }
}
exit(faults.isEmpty && !sharesOver ? 0 : 1)
