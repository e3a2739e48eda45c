import Foundation
import LunchBoxCore
import LunchBoxLive
import LunchBoxStorage
import LunchBoxUseCases

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Scanning evaluation: every recognizer over a folder of labelled photos (`labels.csv`:
// file, …, food), through the same use case and pipeline the app uses. Prints recall,
// precision, median wall and CPU time per photo, and the worst classes with what was
// seen instead. Run in release: scripts/eval-scan DIR [--recognizer labels] [--limit N].
// The vision model runs when LUNCHBOX_API_KEY is set, against --base-url and --model.

let options = EvaluationOptions(CommandLine.arguments.dropFirst())
let lexicon = try FoodLexicon.bundled()
let samples = try LabelledPhoto.load(folder: options.folder, group: options.group, limit: options.limit)
let secrets = InMemorySecretStoreForEvaluation(key: ProcessInfo.processInfo.environment["LUNCHBOX_API_KEY"])
let database = try AppDatabase.inMemory()
let transport = AsyncHTTPClientTransport()
if let baseURL = options.baseURL {
    try await database.saveAIConfiguration(AIConfiguration(baseURL: baseURL, model: options.model ?? "gpt-4o-mini", timeout: 120))
}
let useCases = UseCases(
    store: database, secrets: secrets, chatClient: ChatClient(transport: transport, networkMonitor: InterfaceNetworkMonitor()),
    lexicon: lexicon, clock: SystemClock(), calendar: .current,
    scanning: LiveScanning.services(environment: ProcessInfo.processInfo.environment, lexicon: lexicon, transport: transport))
try await useCases.scanning.updateSettings(ScanSettingsChange(threshold: options.threshold))

print("Scanning evaluation: \(samples.count) photos from \(options.folder.path), threshold \(options.threshold)")
print("(development figures: measured on the set the recognizers were tuned against)\n")
print("| recognizer | photos | recall | recall, any confidence | precision | detections/photo | median ms | median CPU ms | failed |")
print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
var worst: [(RecognizerKind, [ClassResult])] = []
for status in try await useCases.scanning.recognizers() where options.recognizers.isEmpty || options.recognizers.contains(status.kind) {
    guard status.state == .ready else {
        print("| \(status.kind.title) | - | - | - | - | - | - | - | \(status.detail) |")
        continue
    }
    let result = await Evaluation.run(status.kind, samples: samples, scanning: useCases.scanning, lexicon: lexicon)
    print(result.row)
    worst.append((status.kind, result.worstClasses(5)))
}
for (kind, classes) in worst {
    print("\nWorst classes for \(kind.title) (recall; most common detections instead):")
    for result in classes { print("- \(result.line)") }
}
