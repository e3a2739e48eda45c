import Foundation
import LunchBoxCore

/// Our own work on one AI batch, without the network: build the prompt, read a streamed
/// reply of five ideas (server-sent events in 4-character pieces, about a token each),
/// find each idea as it closes, and screen it with the dietary guard. Prints the median
/// and p90 over 200 runs, to set against the model's seconds in scripts/bench-first-idea.
func runPipelineBenchmark(lexicon: FoodLexicon, items: [InventoryItem]) {
    struct Chunk: Decodable {
        struct Choice: Decodable {
            struct Delta: Decodable { let content: String? }
            let delta: Delta?
        }
        let choices: [Choice]
    }
    let ideas = (1...5).map { index in
        [
            "name": "Lunch box idea number \(index) with a longer name",
            "ingredients": ["2 eggs", "bread (2 slices)", "cheddar (40 g)", "cucumber", "cherry tomatoes"],
            "steps": ["Boil the eggs for nine minutes and cool them.", "Slice the bread and the cheddar.", "Pack everything with an ice pack."],
        ] as [String: Any]
    }
    let reply = String(decoding: try! JSONSerialization.data(withJSONObject: ["ideas": ideas]), as: UTF8.self)
    var events = Data()
    var rest = Substring(reply)
    while !rest.isEmpty {
        let piece = rest.prefix(4)
        rest = rest.dropFirst(piece.count)
        let chunk = try! JSONSerialization.data(withJSONObject: ["choices": [["delta": ["content": String(piece)]]]])
        events.append(Data("data: ".utf8) + chunk + Data("\n\n".utf8))
    }
    let dietaryGuard = DietaryGuard(lexicon: lexicon)
    let preferences = DietaryPreferences(vegetarian: true, nutFree: true)
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<200 {
        let start = clock.now
        _ = PromptBuilder().prompt(for: items, preferences: preferences)
        var parser = ServerSentEvents()
        var scanner = IdeaStreamScanner()
        var found = 0
        // The transport hands over pieces of about 1 kB.
        var offset = 0
        while offset < events.count {
            let end = min(events.count, offset + 1024)
            for data in (try? parser.feed(events[offset..<end])) ?? [] {
                guard let chunk = try? JSONDecoder().decode(Chunk.self, from: Data(data.utf8)), let text = chunk.choices.first?.delta?.content else { continue }
                for idea in scanner.feed(text) {
                    _ = dietaryGuard.screen([idea], preferences: preferences)
                    found += 1
                }
            }
            offset = end
        }
        precondition(found == 5, "the benchmark reply has five ideas")
        samples.append(Double((clock.now - start).components.attoseconds) / 1e15 + Double((clock.now - start).components.seconds) * 1000)
    }
    samples.sort()
    let median = samples[samples.count / 2]
    let p90 = samples[samples.count * 9 / 10]
    print("pipeline (prompt, \(events.count) bytes of events, 5 ideas scanned and screened): median \(String(format: "%.3f", median)) ms, p90 \(String(format: "%.3f", p90)) ms")
}
