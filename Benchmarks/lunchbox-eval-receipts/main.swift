import Foundation
import LunchBoxCore

// Reads receipts: OCR words in, one reading per receipt out (JSON), with the seconds the
// reader took for each (grouping, parsing, naming; the lexicon is loaded once before).
// Run by scripts/eval-receipts, which writes the input and scores the readings.
//   --input FILE     a JSON array of {"id", "texts": [{"text", "confidence", "box": [x, y, w, h]}]}
//   --learnt FILE    a JSON object of receipt words to foods (a household's learnt words)
//   --output FILE    where to write the readings (default: standard output)

let arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("lunchbox-eval-receipts: \(message)\n".utf8))
    exit(2)
}

guard let inputPath = option("--input") else { fail("give --input FILE") }
let inputs: [ReceiptInput]
let learnt: ReceiptDictionary
let reader: ReceiptReader
do {
    inputs = try JSONDecoder().decode([ReceiptInput].self, from: Data(contentsOf: URL(fileURLWithPath: inputPath)))
    let words = try option("--learnt").map { try JSONDecoder().decode([String: String].self, from: Data(contentsOf: URL(fileURLWithPath: $0))) }
    learnt = ReceiptDictionary(words ?? [:])
    reader = ReceiptReader(lexicon: try FoodLexicon.bundled(), vocabulary: try ReceiptVocabulary.bundled())
} catch {
    fail("\(error)")
}

let clock = ContinuousClock()
var outputs: [ReceiptOutput] = []
for input in inputs {
    let texts = input.recognized
    let started = clock.now
    let reading = reader.read(texts, learnt: learnt)
    let took = clock.now - started
    let seconds = Double(took.components.seconds) + Double(took.components.attoseconds) / 1e18
    outputs.append(ReceiptOutput(id: input.id, seconds: seconds, reading: reading))
}

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
do {
    let data = try encoder.encode(outputs)
    if let path = option("--output") {
        try data.write(to: URL(fileURLWithPath: path))
    } else {
        FileHandle.standardOutput.write(data)
    }
} catch {
    fail("\(error)")
}
