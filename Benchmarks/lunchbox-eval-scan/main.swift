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
// file, …, food, product), through the same use case and pipeline the app uses. Prints
// recall, precision, median wall and CPU time per photo, memory, and the worst classes
// with what was seen instead. With `--teach TEACHDIR --shots K`, the kitchen memory first
// learns K photos of each product from TEACHDIR (as "this is: <food>"); a photo taught
// is never measured. Run in release: scripts/eval-scan DIR [--teach DIR --shots K].
// The vision model runs when LUNCHBOX_API_KEY is set, against --base-url and --model.

let options = EvaluationOptions(CommandLine.arguments.dropFirst())
let lexicon = try FoodLexicon.bundled()
var samples = try LabelledPhoto.load(folder: options.folder, group: options.group, limit: nil)
let secrets = InMemorySecretStoreForEvaluation(key: ProcessInfo.processInfo.environment["LUNCHBOX_API_KEY"])
let database = try AppDatabase.inMemory()
let transport = AsyncHTTPClientTransport()
if let baseURL = options.baseURL {
    let configuration = AIConfiguration(baseURL: baseURL, model: options.model ?? "gpt-4o-mini", timeout: 120)
    try await database.updateAIConfiguration { $0 = configuration }
}
let useCases = UseCases(
    store: database, secrets: secrets, chatClient: ChatClient(transport: transport, networkMonitor: InterfaceNetworkMonitor()),
    lexicon: lexicon, clock: SystemClock(), calendar: .current,
    scanning: LiveScanning.services(environment: ProcessInfo.processInfo.environment, lexicon: lexicon, transport: transport))
try await useCases.scanning.updateSettings(ScanSettingsChange(threshold: options.threshold))

print("Scanning evaluation: photos from \(options.folder.path), threshold \(options.threshold)")
print("(development figures: measured on the set the recognizers were tuned against)")
if let teach = options.teach {
    var shuffle = SplitShuffle(seed: options.seed)
    let taught = shuffle.teachingPhotos(try LabelledPhoto.load(folder: teach, group: options.group, limit: nil), shots: options.shots)
    let taughtPaths = Set(taught.map(\.url.path))
    for photo in taught {
        try await useCases.scanning.teach(try Data(contentsOf: photo.url), name: photo.expected(lexicon))
    }
    samples.removeAll { taughtPaths.contains($0.url.path) }
    print("Taught the kitchen memory \(taught.count) photos (\(options.shots) of each product, seed \(options.seed)) from \(teach.path); none of them is measured.")
}
if let limit = options.limit { samples = Array(samples.prefix(limit)) }
print("Measured: \(samples.count) photos.\n")
// Packs and produce apart, when the set says which is which.
let kinds = ["packs", "produce"].filter { kind in samples.contains { $0.kind == kind } }
print("| recognizer | photos | recall | recall, any confidence | precision | detections/photo | median ms | median CPU ms | failed |")
print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
var worst: [(String, [ClassResult])] = []
var photoLines: [String] = []
var runnable: Set<RecognizerKind> = []
for status in try await useCases.scanning.recognizers() where options.recognizers.isEmpty || options.recognizers.contains(status.kind) {
    guard status.willRun else {
        print("| \(status.kind.title) | - | - | - | - | - | - | - | \(status.detail) |")
        continue
    }
    runnable.insert(status.kind)
    let result = await Evaluation.run(status.kind.title, only: [status.kind], samples: samples, scanning: useCases.scanning, lexicon: lexicon)
    print(result.row)
    for kind in kinds { print(result.only(kind).row) }
    photoLines += result.photoLines
    worst.append((status.kind.title, result.worstClasses(5)))
}
if runnable.count > 1 {
    let result = await Evaluation.run("**all of them together**", only: runnable, samples: samples, scanning: useCases.scanning, lexicon: lexicon)
    print(result.row)
    for kind in kinds { print(result.only(kind).row) }
    photoLines += result.photoLines
    worst.append(("all of them together", result.worstClasses(8)))
}
print("\nMemory: \(ProcessMemory.line())")
if let dump = options.dump {
    try (photoLines.joined(separator: "\n") + "\n").write(to: dump, atomically: true, encoding: .utf8)
    print("Wrote one line a photo to \(dump.path)")
}
for (title, classes) in worst {
    print("\nWorst classes for \(title) (recall; most common detections instead):")
    for result in classes { print("- \(result.line)") }
}
