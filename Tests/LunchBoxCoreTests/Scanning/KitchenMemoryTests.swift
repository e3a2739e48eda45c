import Foundation
import LunchBoxCore
import LunchBoxTesting
import PropertyBased
import Testing

@Suite("Kitchen memory")
struct KitchenMemoryTests {
    static let date = Date(timeIntervalSince1970: 1_795_428_000)

    func print(_ values: [Float], model: String = "m") -> FeaturePrint {
        FeaturePrint(model: model, values: values)!
    }

    func example(_ id: Int64, _ food: String, _ values: [Float], model: String = "m") -> MemoryExample {
        MemoryExample(id: id, food: food, print: print(values, model: model), learnedAt: Self.date)
    }

    @Test func aPrintIsScaledToLengthOneAndRefusesEmptyOrBrokenVectors() {
        let scaled = print([3, 4])
        #expect(scaled.values == [0.6, 0.8])
        #expect(FeaturePrint(model: "m", values: []) == nil)
        #expect(FeaturePrint(model: "m", values: [0, 0]) == nil)
        #expect(FeaturePrint(model: "m", values: [1, .nan]) == nil)
        #expect(FeaturePrint(model: "", values: [1]) == nil)
    }

    @Test func printsOfDifferentModelsAreNeverCompared() {
        #expect(print([1, 0]).similarity(to: print([1, 0], model: "other")) == 0)
        let memory = KitchenMemory(examples: [example(1, "oat milk", [1, 0], model: "other")])
        #expect(memory.match(print([1, 0])) == nil)
    }

    @Test func theNearestLearntPhotoNamesTheFood() throws {
        let memory = KitchenMemory(examples: [
            example(1, "oat milk", FakeImageModel.features(axis: 0)), example(2, "banana", FakeImageModel.features(axis: 1)),
        ])
        let match = try #require(memory.match(print(FakeImageModel.features(axis: 0, toward: 2))))
        #expect(match.food == "oat milk")
        #expect(match.confidence > 0.9)
        #expect(memory.candidates(for: print(FakeImageModel.features(axis: 1))).map(\.label) == ["banana"])
    }

    @Test func aPhotoLikeNothingLearntIsNotClaimed() throws {
        let memory = KitchenMemory(examples: [example(1, "oat milk", FakeImageModel.features(axis: 0))])
        let match = try #require(memory.match(print(FakeImageModel.features(axis: 3))))
        #expect(match.confidence < 0.01)
    }

    @Test func twoFoodsEquallyCloseAreUnsure() throws {
        let memory = KitchenMemory(examples: [example(1, "milk", [1, 1, 0]), example(2, "yogurt", [1, 0.9, 0])])
        let match = try #require(memory.match(print([1, 0.95, 0])))
        #expect(match.confidence < 0.6)
    }

    /// Seed property: more learnt photos of the matched food among the nearest never
    /// make the memory less sure, for any distances.
    @Test func confidenceGrowsWithAgreement() async {
        let gen = zip(Gen.int(in: -100...100), Gen.int(in: 0...4)).map { (margin: Float($0) / 200, agreeing: $1) }
        await propertyCheck(count: 200, input: gen) { input in
            let calibration = MemoryCalibration.foodModel
            let fewer = calibration.confidence(margin: input.margin, agreement: Float(input.agreeing) / 5)
            let more = calibration.confidence(margin: input.margin, agreement: Float(input.agreeing + 1) / 5)
            #expect(more >= fewer)
            #expect((0...1).contains(fewer))
        }
    }

    /// Seed property: prints read back from their bytes are the same prints.
    @Test func printsSurviveTheirStoredBytes() async {
        let gen = Gen.int(in: -1000...1000).array(of: 1...64).map { $0.map { Float($0) / 7 } }
        await propertyCheck(count: 200, input: gen) { values in
            guard let print = FeaturePrint(model: "m", values: values) else { return }
            #expect(FeaturePrint(model: "m", bytes: print.bytes) == print)
        }
    }

    @Test func combiningViewsAveragesThem() throws {
        let combined = try #require(FeaturePrint.combining([print([1, 0]), print([0, 1])]))
        #expect(abs(combined.values[0] - combined.values[1]) < 1e-6)
        #expect(FeaturePrint.combining([print([1, 0]), print([1, 0], model: "other")]) == nil)
    }
}

@Suite("Food model classes")
struct FoodClassMapTests {
    @Test func everyMappedClassIsALexiconFood() throws {
        let lexicon = try KitchenGenerators.lexicon()
        let map = try FoodClassMap.bundled(lexicon: lexicon)
        #expect(map.foods.count >= 20)
        for food in map.foods { #expect(lexicon.lookup(food).food?.name == food) }
        #expect(map.classesByFood["banana"] == [954])
        #expect(map.classesByFood["mushrooms"]?.count == 4)
    }

    @Test func classProbabilitiesAreSummedPerFood() throws {
        let map = try FoodClassMap.bundled(lexicon: try KitchenGenerators.lexicon())
        var probabilities = [Float](repeating: 0, count: 1000)
        probabilities[947] = 0.2  // mushroom
        probabilities[997] = 0.2  // bolete
        probabilities[954] = 0.3  // banana
        let candidates = map.candidates(fromProbabilities: probabilities)
        #expect(candidates.map(\.label) == ["mushrooms"])
        #expect(abs((candidates.first?.confidence ?? 0) - Float(0.4).squareRoot()) < 1e-5)
        #expect(map.candidates(fromProbabilities: [Float](repeating: 0, count: 1000)).isEmpty)
    }

    @Test func aClassNamingAnUnknownFoodIsRefused() throws {
        #expect(throws: FoodLexiconError.self) { try FoodClassMap(classes: [1: "unobtainium"], lexicon: try KitchenGenerators.lexicon()) }
    }

    @Test func softmaxIsStableForLargeLogits() {
        let probabilities = FoodClassMap.probabilities(fromLogits: [1000, 1000, -1000])
        #expect(abs(probabilities[0] - 0.5) < 1e-6)
        #expect(probabilities[2] == 0)
    }
}
