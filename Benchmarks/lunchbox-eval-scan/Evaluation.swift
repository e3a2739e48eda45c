import Foundation
import LunchBoxCore
import LunchBoxUseCases

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One photo of the set and the food it shows.
struct LabelledPhoto: Sendable {
    let url: URL
    let food: String
    /// The fine class ("Arla Standard Milk"), when the set has one; photos are taught per product.
    let product: String
    /// "Packages", "Fruit", "Vegetables", when the set says; "" otherwise.
    let group: String

    /// Packs apart from produce: the figures the issues set targets for.
    var kind: String { group == "Packages" ? "packs" : group.isEmpty ? "" : "produce" }

    /// The food as the lexicon names it. A label the lexicon knows gives way to a more
    /// specific food its product names that contains the label's words (a "pepper" whose
    /// product is "Red Bell Pepper" is a bell pepper, not black pepper); a label it does
    /// not know is the food it mentions ("brown cap mushroom" is mushrooms); otherwise the
    /// label as written.
    func expected(_ lexicon: FoodLexicon) -> String {
        func words(_ text: String) -> Set<String> { Set(text.lowercased().split { !$0.isLetter }.map(String.init)) }
        guard let label = lexicon.lookup(food).food?.name else {
            return lexicon.mentions(in: food).first?.food.name ?? food.lowercased()
        }
        return lexicon.mentions(in: product).map(\.food.name).first { words(food).isSubset(of: words($0)) } ?? label
    }

    /// `labels.csv` (a header, then file,…,food,… with `food` the third column or the one
    /// named so) and the photos in `images/` or beside it.
    static func load(folder: URL, group: String?, limit: Int?) throws -> [LabelledPhoto] {
        let text = try String(contentsOf: folder.appendingPathComponent("labels.csv"), encoding: .utf8)
        var rows = text.split(whereSeparator: \.isNewline).map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        let header = rows.removeFirst()
        let foodColumn = header.firstIndex(of: "food") ?? 1
        let productColumn = header.firstIndex(of: "product")
        let groupColumn = header.firstIndex(of: "group")
        if let group, let groupColumn {
            rows = rows.filter { $0.count > groupColumn && $0[groupColumn] == group }
        }
        let images = folder.appendingPathComponent("images")
        let base = FileManager.default.fileExists(atPath: images.path) ? images : folder
        let photos = rows.filter { $0.count > foodColumn }.map { row in
            LabelledPhoto(
                url: base.appendingPathComponent(row[0]).standardizedFileURL, food: row[foodColumn],
                product: productColumn.flatMap { row.count > $0 ? row[$0] : nil } ?? row[foodColumn],
                group: groupColumn.flatMap { row.count > $0 ? row[$0] : nil } ?? "")
        }
        return limit.map { Array(photos.prefix($0)) } ?? photos
    }
}

/// How one class (expected food) fared.
struct ClassResult {
    let food: String
    let photos: Int
    let hits: Int
    let instead: [String: Int]

    var recall: Double { photos == 0 ? 0 : Double(hits) / Double(photos) }

    var line: String {
        let seen = instead.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(3).map { "\($0.key) ×\($0.value)" }
        return "\(food): \(hits)/\(photos)" + (seen.isEmpty ? ", nothing else seen" : "; seen instead: " + seen.joined(separator: ", "))
    }
}

/// What scanning one photo gave.
struct PhotoResult {
    let photo: LabelledPhoto
    let expected: String
    /// Foods shown (at the threshold) and considered (at any confidence).
    let shown: [String]
    let considered: [String]
    let failed: Bool
    let wallMilliseconds: Double
    let cpuMilliseconds: Double
    /// file, expected food, each detection considered with its confidence, for `--dump`.
    let line: String
}

struct EvaluationResult {
    let title: String
    let results: [PhotoResult]

    /// The same figures for the photos of one kind only ("packs", "produce").
    func only(_ kind: String) -> EvaluationResult {
        EvaluationResult(title: "\(title), \(kind)", results: results.filter { $0.photo.kind == kind })
    }

    var photoLines: [String] { results.map { "\(title)\t\($0.line)" } }

    var row: String {
        func percent(_ part: Int, _ whole: Int) -> String { whole == 0 ? "-" : String(format: "%.1f%%", 100 * Double(part) / Double(whole)) }
        func median(_ values: [Double]) -> String {
            values.isEmpty ? "-" : String(format: "%.0f", values.sorted()[values.count / 2])
        }
        let photos = results.count
        let hits = results.filter { $0.shown.contains($0.expected) }.count
        let anyConfidence = results.filter { $0.considered.contains($0.expected) }.count
        let detections = results.map(\.shown.count).reduce(0, +)
        let correct = results.map { result in result.shown.filter { $0 == result.expected }.count }.reduce(0, +)
        let perPhoto = String(format: "%.2f", Double(detections) / Double(max(photos, 1)))
        return "| \(title) | \(photos) | \(percent(hits, photos)) | \(percent(anyConfidence, photos)) | \(percent(correct, detections)) | \(perPhoto) | "
            + "\(median(results.map(\.wallMilliseconds))) | \(median(results.map(\.cpuMilliseconds))) | \(results.filter(\.failed).count) |"
    }

    func worstClasses(_ count: Int) -> [ClassResult] {
        var byClass: [String: (photos: Int, hits: Int, instead: [String: Int])] = [:]
        for result in results {
            var entry = byClass[result.expected] ?? (0, 0, [:])
            entry.photos += 1
            entry.hits += result.shown.contains(result.expected) ? 1 : 0
            for name in result.shown where name != result.expected { entry.instead[name, default: 0] += 1 }
            byClass[result.expected] = entry
        }
        let classes = byClass.map { ClassResult(food: $0.key, photos: $0.value.photos, hits: $0.value.hits, instead: $0.value.instead) }
        return Array(classes.sorted { ($0.recall, $0.food) < ($1.recall, $1.food) }.prefix(count))
    }
}

enum Evaluation {
    /// Scans every sample with `only` these recognizers (nil: all of them, as the app does).
    static func run(_ title: String, only: Set<RecognizerKind>?, samples: [LabelledPhoto], scanning: ScanningUseCase, lexicon: FoodLexicon) async -> EvaluationResult {
        var results: [PhotoResult] = []
        for sample in samples {
            let expected = sample.expected(lexicon)
            let startCPU = cpuMilliseconds()
            let start = ContinuousClock.now
            var shown: [String] = []
            var considered: [String] = []
            var failed = false
            var seen = ""
            do {
                let outcome = try await scanning.scan(try Data(contentsOf: sample.url), only: only)
                failed = outcome.reports.contains { $0.error != nil }
                shown = outcome.detected.map { $0.food ?? $0.name.lowercased() }
                considered = outcome.considered.map { $0.food ?? $0.name.lowercased() }
                seen = outcome.considered.map { "\($0.food ?? $0.name.lowercased()):\(String(format: "%.3f", $0.confidence))" }.joined(separator: ";")
            } catch {
                failed = true
                seen = "failed"
            }
            let elapsed = ContinuousClock.now - start
            results.append(
                PhotoResult(
                    photo: sample, expected: expected, shown: shown, considered: considered, failed: failed,
                    wallMilliseconds: Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15,
                    cpuMilliseconds: cpuMilliseconds() - startCPU, line: "\(sample.url.lastPathComponent)\t\(expected)\t\(seen)"))
        }
        return EvaluationResult(title: title, results: results)
    }

    /// CPU time of this process and the tools it ran, in milliseconds.
    static func cpuMilliseconds() -> Double {
        func total(_ who: Int32) -> Double {
            var usage = rusage()
            getrusage(who, &usage)
            let user = Double(usage.ru_utime.tv_sec) * 1000 + Double(usage.ru_utime.tv_usec) / 1000
            let system = Double(usage.ru_stime.tv_sec) * 1000 + Double(usage.ru_stime.tv_usec) / 1000
            return user + system
        }
        #if canImport(Glibc)
        return total(RUSAGE_SELF.rawValue) + total(RUSAGE_CHILDREN.rawValue)
        #else
        return total(RUSAGE_SELF) + total(RUSAGE_CHILDREN)
        #endif
    }
}

/// This process's memory, from /proc (Linux).
enum ProcessMemory {
    static func line() -> String {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return "not measured here" }
        func value(_ key: String) -> String {
            status.split(separator: "\n").first { $0.hasPrefix(key + ":") }.map { $0.dropFirst(key.count + 1).trimmingCharacters(in: .whitespaces) } ?? "?"
        }
        return "RSS \(value("VmRSS")) now, \(value("VmHWM")) at most"
    }
}
