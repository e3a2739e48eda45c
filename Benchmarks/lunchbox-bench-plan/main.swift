import Foundation
import LunchBoxCore
import LunchBoxStorage
import LunchBoxUseCases

// "Plan my week" benchmark (issue 28): a 30-meal library, 5 favorites and a 20-item
// kitchen (some use-soon) in an in-memory database, then the whole use case timed: the
// reads, the offline chef's batch, the planner and the one write. Each run starts from a
// fresh database so every week has seven empty days. Wall clock and process CPU, median
// and worst of the runs. Run in release: scripts/bench-plan. Target: < 50 ms.

struct NoSecrets: SecretStore {
    func saveAPIKey(_ key: String) throws {}
    func loadAPIKey() throws -> String? { nil }
    func deleteAPIKey() throws {}
    var isOverriddenByEnvironment: Bool { false }
}

struct Offline: NetworkMonitor {
    func isOnline() async -> Bool { false }
}

struct NoTransport: HTTPTransport {
    struct Unused: Error {}
    func send(_ request: HTTPRequest) async throws -> HTTPResponse { throw Unused() }
}

struct Fixed: AppClock {
    let date: Date
    func now() -> Date { date }
}

let runs = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 30
let lexicon = try FoodLexicon.bundled()
var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!
/// Monday 2026-11-23, 10:00 UTC.
let monday = Date(timeIntervalSince1970: 1_795_428_000)
let today = CalendarDay(year: 2026, month: 11, day: 23)!

let proteins = ["chicken", "tuna", "eggs", "tofu", "ham", "chickpeas", "cheddar", "hummus", "salmon", "turkey"]
let carbs = ["bread", "wraps", "rice", "pasta", "couscous", "pitta", "crackers", "potatoes", "noodles", "bagel"]
let sides = ["cucumber", "carrots", "cherry tomatoes", "apples", "grapes", "spinach", "peppers", "sweetcorn", "lettuce", "yogurt"]
let kitchenNames = [
    "6 eggs", "200 g cheddar", "bread", "2 wraps", "500 g pasta", "tin of tuna", "cucumber", "carrots", "cherry tomatoes", "4 apples",
    "spinach", "hummus", "1 cup rice", "chickpeas", "lettuce", "grapes", "yogurt", "ham", "peppers", "sweetcorn",
]

@MainActor
func seeded() async throws -> UseCases {
    let database = try AppDatabase.inMemory()
    let useCases = UseCases(
        store: database, secrets: NoSecrets(), chatClient: ChatClient(transport: NoTransport(), networkMonitor: Offline()), lexicon: lexicon,
        clock: Fixed(date: monday), calendar: calendar)
    for index in 0..<30 {
        let protein = proteins[index % proteins.count]
        let carb = carbs[(index * 3) % carbs.count]
        _ = try await useCases.plan.addMeal(
            description: "\(protein.capitalized) \(carb) lunch \(index + 1)", protein: protein, carb: carb,
            components: [sides[index % sides.count], sides[(index + 4) % sides.count]])
    }
    let items = KitchenEntry.entries(in: kitchenNames.joined(separator: ", ")).enumerated().map { index, entry in
        InventoryItem(name: entry.name, quantity: entry.quantity, bestBefore: index % 4 == 0 ? today.adding(days: index % 3) : nil)
    }
    try await database.addInventoryItems(items)
    let batch = try await useCases.ideas.ask(engine: .offline)
    for idea in batch.numbered.prefix(5) { _ = try await useCases.favorites.save(ideaID: idea.id) }
    return useCases
}

func processCPUMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
}

let clock = ContinuousClock()
var walls: [Double] = []
var cpus: [Double] = []
var filled = 0
var sample: AutoPlannedWeek?
for _ in 0..<runs {
    let useCases = try await seeded()
    let week = PlanWeek(containing: today)
    let cpuStart = processCPUMilliseconds()
    let start = clock.now
    let planned = try await useCases.autoPlan.planWeek(week)
    let elapsed = clock.now - start
    cpus.append(processCPUMilliseconds() - cpuStart)
    walls.append(Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
    filled = planned.days.count
    sample = planned
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
func text(_ value: Double) -> String { String(format: "%.2f", value) }
print("Plan my week: 30 meals, 5 favorites, 20 kitchen items, \(runs) runs (fresh database each)")
print("| figure | median ms | worst ms |")
print("|---|---|---|")
print("| wall | \(text(median(walls))) | \(text(walls.max() ?? 0)) |")
print("| CPU (process) | \(text(median(cpus))) | \(text(cpus.max() ?? 0)) |")
print("days filled: \(filled) of 7; target: median wall < 50 ms → \(median(walls) < 50 ? "met" : "NOT met")")
if CommandLine.arguments.contains("--sample"), let sample {
    print(sample.summary)
    for day in sample.days { print("  \(day.planned.assignment.day.isoString)  \(day.planned.meal.description)  [\(day.source.rawValue)]  \(day.usesFromKitchen.joined(separator: ", "))") }
}
