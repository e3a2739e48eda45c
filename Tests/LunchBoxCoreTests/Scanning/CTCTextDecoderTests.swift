import LunchBoxCore
import PropertyBased
import Testing

@Suite("Reading a text recogniser's steps")
struct CTCTextDecoderTests {
    /// Keys as scripts/setup writes them: one character a line, a final newline.
    static let keys = "a\nb\nc\nö\n"
    let decoder = CTCTextDecoder(keys: CTCTextDecoderTests.keys)

    @Test func heldLettersAreOneAndABlankSeparatesRepeats() throws {
        // a a _ b _ b _ _ ö  ->  "abbö"
        let read = try #require(decoder.text(labels: [1, 1, 0, 2, 0, 2, 0, 0, 4], probabilities: [0.9, 0.9, 1, 0.8, 1, 0.8, 1, 1, 0.7]))
        #expect(read.text == "abbö")
        #expect(abs(read.confidence - (0.9 + 0.8 + 0.8 + 0.7) / 4) < 0.0001, "the mean of the letters' own probabilities")
    }

    @Test func theClassAfterTheKeysIsASpaceAndTheEndsAreTrimmed() {
        // space a space c space  ->  "a c"
        #expect(decoder.text(labels: [5, 1, 5, 3, 5], probabilities: [1, 1, 1, 1, 1])?.text == "a c")
    }

    @Test func nothingOrAGuessIsNoText() {
        #expect(decoder.text(labels: [0, 0, 0], probabilities: [1, 1, 1]) == nil)
        #expect(decoder.text(labels: [5, 5], probabilities: [1, 1]) == nil, "only spaces")
        #expect(decoder.text(labels: [1, 2], probabilities: [0.3, 0.4]) == nil, "below the confidence a word needs")
    }

    @Test func classesBeyondTheKeysAndBrokenProbabilitiesAreReadPast() {
        let read = decoder.text(labels: [99, -3, 1], probabilities: [1, 1, .nan])
        #expect(read == nil, "a letter with no probability is no letter read surely")
        #expect(decoder.text(labels: [99, 1], probabilities: [1, 0.9])?.text == "a")
    }

    @Test func theBoxGoesWithTheText() {
        let box = ScanBox(x: 0.1, y: 0.2, width: 0.3, height: 0.1)
        #expect(decoder.text(labels: [1], probabilities: [1], box: box)?.box == box)
    }

    /// For any word over the keys, spelt out with each letter held for 1-3 steps and blanks
    /// between letters as CTC needs them, the decoder reads the word back.
    @Test func anyWordSpeltWithHeldLettersAndBlanksReadsBack() async {
        let letters = ["a", "b", "c", "ö"]
        let word = Gen.int(in: 0...3).array(of: 1...12)
        let holds = Gen.int(in: 1...3).array(of: 12...12)
        await propertyCheck(count: 100, input: word, holds) { indices, holds in
            var labels: [Int32] = [0]
            for (position, index) in indices.enumerated() {
                if position > 0, indices[position - 1] == index { labels.append(0) }
                labels += Array(repeating: Int32(index + 1), count: holds[position])
            }
            let read = decoder.text(labels: labels, probabilities: Array(repeating: 0.9, count: labels.count))
            #expect(read?.text == indices.map { letters[$0] }.joined())
        }
    }
}
