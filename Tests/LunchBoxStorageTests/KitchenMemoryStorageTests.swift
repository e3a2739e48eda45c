import Foundation
import LunchBoxCore
import LunchBoxStorage
import Testing

@Suite("Kitchen memory storage")
struct KitchenMemoryStorageTests {
    static let start = Date(timeIntervalSince1970: 1_795_428_000)

    func print(_ values: [Float], model: String = "m") -> FeaturePrint {
        FeaturePrint(model: model, values: values)!
    }

    @Test func printsAreKeptWithTheirFoodAndReadBackExactly() async throws {
        let database = try AppDatabase.inMemory()
        try await database.rememberFood("oat milk", print: print([1, 2, 3]), at: Self.start)
        try await database.rememberFood("banana", print: print([0, 1, 0], model: "other"), at: Self.start)
        let examples = try await database.memoryExamples(model: "m")
        #expect(examples.map(\.food) == ["oat milk"])
        #expect(examples.first?.print == print([1, 2, 3]))
        #expect(examples.first?.learnedAt == Self.start)
    }

    @Test func theListSaysHowManyPhotosAndWhenNewestFirst() async throws {
        let database = try AppDatabase.inMemory()
        try await database.rememberFood("oat milk", print: print([1, 0]), at: Self.start)
        try await database.rememberFood("oat milk", print: print([1, 0.1]), at: Self.start.addingTimeInterval(60))
        try await database.rememberFood("banana", print: print([0, 1]), at: Self.start.addingTimeInterval(120))
        let learnt = try await database.learnedFoods()
        #expect(learnt.map(\.food) == ["banana", "oat milk"])
        #expect(learnt.last == LearnedFood(food: "oat milk", photos: 2, firstLearned: Self.start, lastLearned: Self.start.addingTimeInterval(60)))
    }

    @Test func onlyTheNewestPhotosOfAFoodAreKept() async throws {
        let database = try AppDatabase.inMemory()
        for index in 0..<(KitchenMemory.photosPerFood + 5) {
            try await database.rememberFood("milk", print: print([1, Float(index)]), at: Self.start.addingTimeInterval(Double(index)))
        }
        let examples = try await database.memoryExamples(model: "m")
        #expect(examples.count == KitchenMemory.photosPerFood)
        #expect(examples.first?.learnedAt == Self.start.addingTimeInterval(5))
    }

    @Test func forgettingRemovesOneFoodOrEverything() async throws {
        let database = try AppDatabase.inMemory()
        try await database.rememberFood("oat milk", print: print([1, 0]), at: Self.start)
        try await database.rememberFood("banana", print: print([0, 1]), at: Self.start)
        #expect(try await database.forgetFood("Oat Milk") == 1)
        #expect(try await database.memoryExamples(model: "m").map(\.food) == ["banana"])
        #expect(try await database.forgetFood("nothing") == 0)
        #expect(try await database.forgetAllFoods() == 1)
        #expect(try await database.learnedFoods().isEmpty)
    }

    @Test func aBlankFoodNameIsRefusedAndNothingIsKept() async throws {
        let database = try AppDatabase.inMemory()
        await #expect(throws: (any Error).self) { try await database.rememberFood("   ", print: print([1]), at: Self.start) }
        #expect(try await database.learnedFoods().isEmpty)
    }

    @Test func recognizerAnswersAreRemembered() async throws {
        let database = try AppDatabase.inMemory()
        #expect(try await database.answeredDetail(for: .visionModel) == nil)
        try await database.recordAnswer(of: .visionModel, detail: "llava at 127.0.0.1", at: Self.start)
        try await database.recordAnswer(of: .visionModel, detail: "qwen at 127.0.0.1", at: Self.start)
        #expect(try await database.answeredDetail(for: .visionModel) == "qwen at 127.0.0.1")
    }
}
