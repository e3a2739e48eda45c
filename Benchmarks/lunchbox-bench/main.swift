import Foundation
import LunchBoxCore

// Offline chef benchmark: the median time to 3+ ideas for inventories of 10, 50 and
// 200 items, measured with a monotonic clock. Run in release: scripts/bench-offline.
// `--sample` prints the ideas for a small inventory instead, to read them.

let arguments = CommandLine.arguments.dropFirst()
let clock = ContinuousClock()

let loadStart = clock.now
let lexicon: FoodLexicon
do {
    lexicon = try FoodLexicon.bundled()
} catch {
    FileHandle.standardError.write(Data("lunchbox-bench: \(error.localizedDescription)\n".utf8))
    exit(1)
}
let loadTime = clock.now - loadStart
let chef = OfflineChef(lexicon: lexicon)
let today = CalendarDay(year: 2026, month: 3, day: 2)!

/// A deterministic inventory of `count` items: a household's everyday foods first (so
/// every diet profile can make ideas from the smallest one), then foods spread over the
/// lexicon, written the way people write them, some soon-expiring.
func inventory(count: Int) -> [InventoryItem] {
    let everyday = [
        "bread", "rice", "2 eggs", "tofu", "cheddar", "cucumber", "carrots", "apples", "chickpeas",
        "cherry tomatoes", "wraps", "corn tortillas", "cooked chicken", "hummus", "potatoes", "spinach",
    ]
    let usable = lexicon.foods.filter { $0.category != .condiment && $0.category != .drink }
    let step = max(1, usable.count / max(1, count - everyday.count))
    let quantities = ["", "2", "half a block", "1 cup", "200 g", "a bag"]
    return (0..<count).map { index in
        let name: String
        if index < everyday.count {
            name = everyday[index]
        } else {
            let food = usable[(index * step) % usable.count]
            name = index % 7 == 3 ? "2 \(food.name)" : food.name
        }
        let bestBefore = index % 5 == 0 ? today.adding(days: index % 4) : nil
        return InventoryItem(name: name, quantity: quantities[index % quantities.count], bestBefore: bestBefore)
    }
}

func duration(_ work: () throws -> Int) rethrows -> (Duration, Int) {
    let start = clock.now
    let count = try work()
    return (clock.now - start, count)
}

/// CPU time this thread has used, in milliseconds: on a shared machine the wall clock
/// also counts other processes' turns.
func threadCPUMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
}

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

if arguments.contains("--pipeline") {
    runPipelineBenchmark(lexicon: lexicon, items: inventory(count: 10))
    exit(0)
}

if arguments.contains("--profile") {
    // Where the time goes at 200 items: reading names, checking them, the whole chef.
    let items = inventory(count: 200)
    let guardian = DietaryGuard(lexicon: lexicon)
    let vegan = DietaryPreferences(vegan: true, glutenFree: true)
    for (label, work) in [
        ("lookup x200", { items.reduce(0) { $0 + (lexicon.lookup($1.name).food == nil ? 0 : 1) } }),
        ("guard x200", { items.reduce(0) { $0 + guardian.verdict(forIngredients: [$1.name], preferences: vegan).violations.count } }),
        ("chef, none", { (try? chef.ideas(for: items, preferences: .none, seed: 1).count) ?? 0 }),
        ("chef, vegan+gf", { (try? chef.ideas(for: items, preferences: vegan, seed: 1).count) ?? 0 }),
    ] as [(String, () -> Int)] {
        var samples: [Double] = []
        for _ in 0..<300 { samples.append(milliseconds(duration(work).0)) }
        samples.sort()
        print("\(label.padding(toLength: 16, withPad: " ", startingAt: 0)) median \(String(format: "%.3f", samples[150])) ms")
    }
    exit(0)
}

if arguments.contains("--sample") {
    let items = [
        "wraps", "2 chicken breasts", "avocado", "cherry tomatoes", "cheddar", "bread", "apples", "rice",
        "eggs", "cucumber", "hummus", "greek yogurt", "blueberries", "spinach", "tofu", "egg noodles",
        "soy sauce", "sweet potato", "carrots", "tomato soup", "oats", "milk", "crackers", "courgette",
    ]
    .map { InventoryItem(name: $0) }
    let preferences = arguments.contains("--vegan") ? DietaryPreferences(vegan: true) : DietaryPreferences.none
    for seed: UInt64 in 0..<3 {
        print("--- seed \(seed)")
        do {
            for idea in try chef.ideas(for: items, preferences: preferences, today: today, seed: seed) {
                print("\n\(idea.name)")
                idea.ingredients.forEach { print("  - \($0)") }
                idea.preparationSteps.enumerated().forEach { print("  \($0.offset + 1). \($0.element)") }
            }
        } catch {
            print("error: \(error.localizedDescription)")
        }
    }
    exit(0)
}

let profiles: [(String, DietaryPreferences)] = [
    ("none", .none),
    ("vegetarian, nut-free", DietaryPreferences(vegetarian: true, nutFree: true)),
    ("vegan, gluten-free", DietaryPreferences(vegan: true, glutenFree: true)),
]
let sizes = [(10, 2_000), (50, 1_000), (200, 500)]

print("Offline chef: time to 3+ ideas (lexicon of \(lexicon.count) foods, loaded once in \(String(format: "%.1f", milliseconds(loadTime))) ms)")
print("")
print("| items | preferences            | runs | ideas | median ms | p90 ms | min ms | cpu median ms |")
print("|------:|------------------------|-----:|------:|----------:|-------:|-------:|--------------:|")
for (size, runs) in sizes {
    let items = inventory(count: size)
    for (label, preferences) in profiles {
        var samples: [Double] = []
        var cpu: [Double] = []
        var ideaCount = 0
        var failure: String?
        for run in 0..<(runs + runs / 10) {
            do {
                let cpuStart = threadCPUMilliseconds()
                let (time, count) = try duration {
                    try chef.ideas(for: items, preferences: preferences, today: today, seed: UInt64(run)).count
                }
                let cpuTime = threadCPUMilliseconds() - cpuStart
                // The first tenth warms caches and is not counted.
                if run >= runs / 10 {
                    samples.append(milliseconds(time))
                    cpu.append(cpuTime)
                }
                ideaCount = count
            } catch {
                failure = error.localizedDescription
                break
            }
        }
        if let failure {
            print("| \(size) | \(label) | failed: \(failure) |")
            continue
        }
        samples.sort()
        cpu.sort()
        let median = samples[samples.count / 2]
        let p90 = samples[samples.count * 9 / 10]
        let columns = [
            String(size).leftPadded(5), label.padding(toLength: 22, withPad: " ", startingAt: 0),
            String(samples.count).leftPadded(4), String(ideaCount).leftPadded(5),
            String(format: "%.3f", median).leftPadded(9), String(format: "%.3f", p90).leftPadded(6),
            String(format: "%.3f", samples[0]).leftPadded(6), String(format: "%.3f", cpu[cpu.count / 2]).leftPadded(13),
        ]
        print("| " + columns.joined(separator: " | ") + " |")
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
