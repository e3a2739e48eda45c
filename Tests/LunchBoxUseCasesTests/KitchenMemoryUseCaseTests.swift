import Foundation
import LunchBoxCore
import LunchBoxStorage
import LunchBoxTesting
import LunchBoxUseCases
import Testing

@Suite("Kitchen memory and food model, through the scanning use case")
struct KitchenMemoryUseCaseTests {
    let carton = FakeImageModel.photo(1)
    let sameCarton = FakeImageModel.photo(2)
    let banana = FakeImageModel.photo(3)
    let unknown = FakeImageModel.photo(4)

    func make(_ model: FakeImageModel, recognizers: [any FoodRecognizer] = []) throws -> (UseCases, AppDatabase) {
        let lexicon = try KitchenGenerators.lexicon()
        let services = ScanningServices(recognizers: recognizers, imageModel: model, classMap: try FoodClassMap.bundled(lexicon: lexicon))
        return try TestUseCases.make(scanning: services)
    }

    func model() -> FakeImageModel {
        let model = FakeImageModel()
        model.answer(carton, features: FakeImageModel.features(axis: 0))
        model.answer(sameCarton, features: FakeImageModel.features(axis: 0, toward: 1))
        model.answer(banana, features: FakeImageModel.features(axis: 2), classIndex: 954)
        model.answer(unknown, features: FakeImageModel.features(axis: 5))
        return model
    }

    @Test func theFoodModelNamesProduceItsClassesKnowWithNoKey() async throws {
        let model = model()
        let (useCases, _) = try make(model)
        let outcome = try await useCases.scanning.scan(banana)
        #expect(outcome.detected.map(\.name) == ["banana"])
        #expect(outcome.detected.first?.recognizers == [.foodModel])
        #expect(model.callCount == 1, "the food model and the memory share one pass of the network")
    }

    @Test func aConfirmedCartonIsRecognisedOnTheNextPhotoOfIt() async throws {
        let (useCases, _) = try make(model())
        let first = try await useCases.scanning.scan(carton)
        #expect(first.detected.isEmpty)
        #expect(first.advice.contains { $0.hasPrefix("Teach it") })
        let photo = try #require(first.photoID)

        try await useCases.scanning.confirm([ScanConfirmation(name: "Oat drink")], photo: photo)
        let learnt = try await useCases.scanning.learnedFoods()
        #expect(learnt.map(\.food) == ["oat milk"], "learnt by the lexicon's name")
        #expect(learnt.first?.photos == 1)

        let next = try await useCases.scanning.scan(sameCarton)
        #expect(next.detected.map(\.name) == ["oat milk"])
        #expect(next.detected.first?.recognizers == [.kitchenMemory])
        #expect(try await useCases.scanning.scan(unknown).detected.isEmpty, "a photo like nothing learnt is not claimed")
    }

    @Test func onePhotoTeachesOneFoodOnce() async throws {
        let (useCases, _) = try make(model())
        let photo = try #require(try await useCases.scanning.scan(carton).photoID)
        try await useCases.scanning.confirm([ScanConfirmation(name: "oat milk"), ScanConfirmation(name: "eggs")], photo: photo)
        try await useCases.scanning.confirm([ScanConfirmation(name: "bread")], photo: photo)
        #expect(try await useCases.scanning.learnedFoods().map(\.food) == ["oat milk"])
        #expect(Set(try await useCases.inventory.items().map(\.name)) == ["oat milk", "eggs", "bread"])
    }

    @Test func aRefusedConfirmationTeachesNothingAndThePhotoCanStillTeach() async throws {
        let (useCases, _) = try make(model())
        let photo = try #require(try await useCases.scanning.scan(carton).photoID)
        await #expect(throws: (any Error).self) {
            try await useCases.scanning.confirm([ScanConfirmation(name: "oat milk"), ScanConfirmation(name: "x\u{0}y")], photo: photo)
        }
        #expect(try await useCases.scanning.learnedFoods().isEmpty)
        #expect(try await useCases.inventory.items().isEmpty)
        try await useCases.scanning.confirm([ScanConfirmation(name: "oat milk")], photo: photo)
        #expect(try await useCases.scanning.learnedFoods().map(\.food) == ["oat milk"])
    }

    @Test func namingAPhotoTeachesItAndForgettingUnlearnsIt() async throws {
        let (useCases, _) = try make(model())
        let learnt = try await useCases.scanning.teach(carton, name: "  oat   drink ")
        #expect(learnt.food == "oat milk")
        #expect(try await useCases.scanning.scan(sameCarton).detected.map(\.name) == ["oat milk"])

        #expect(try await useCases.scanning.forget("OAT MILK") == 1)
        #expect(try await useCases.scanning.learnedFoods().isEmpty)
        #expect(try await useCases.scanning.scan(sameCarton).detected.isEmpty)
        await #expect(throws: ScanError.notLearnt("oat milk")) { try await useCases.scanning.forget("oat milk") }
        await #expect(throws: ScanError.missingName) { try await useCases.scanning.teach(carton, name: "  ") }
    }

    @Test func forgettingEverythingLeavesNothing() async throws {
        let (useCases, _) = try make(model())
        try await useCases.scanning.teach(carton, name: "oat milk")
        try await useCases.scanning.teach(banana, name: "banana")
        #expect(try await useCases.scanning.forgetEverything() == 2)
        #expect(try await useCases.scanning.learnedFoods().isEmpty)
    }

    @Test func theMemoryLearnsFromAnyRecognizersConfirmation() async throws {
        let (useCases, _) = try make(model(), recognizers: [FakeRecognizer(.visionModel, labels: ["skyr"])])
        let first = try await useCases.scanning.scan(carton)
        #expect(first.detected.map(\.name) == ["skyr"])
        try await useCases.scanning.confirm([ScanConfirmation(name: "skyr")], photo: first.photoID)
        #expect(try await useCases.scanning.learnedFoods().map(\.food) == ["skyr"])
    }

    @Test func withoutAModelFileTheRecognizersSayHowToGetIt() async throws {
        let (useCases, _) = try make(FakeImageModel(missing: .modelNotBuilt(path: "/models/food.onnx")))
        let statuses = try await useCases.scanning.recognizers()
        #expect(statuses.first { $0.kind == .foodModel }?.state == .unavailable)
        #expect(statuses.first { $0.kind == .foodModel }?.detail.contains("scripts/setup") == true)
        await #expect(throws: ScanError.noRecognizer) { try await useCases.scanning.scan(carton) }
        await #expect(throws: ScanError.noRecognizer) { try await useCases.scanning.teach(carton, name: "oat milk") }
    }

    @Test func theFoodModelIsReadyOnlyOnceItHasAnsweredAPhoto() async throws {
        let (useCases, _) = try make(model())
        #expect(try await useCases.scanning.recognizers().first { $0.kind == .foodModel }?.state == .untried)
        _ = try await useCases.scanning.scan(banana)
        #expect(try await useCases.scanning.recognizers().first { $0.kind == .foodModel }?.state == .ready)
    }

    @Test func beforeTheFirstPhotoItSaysWhatThisMachineCanSee() async throws {
        let (useCases, _) = try make(model())
        try await useCases.scanning.teach(carton, name: "oat milk")
        let lines = try await useCases.scanning.capabilities().lines
        #expect(lines.contains { $0.contains("banana") && $0.contains("food model") })
        #expect(lines.contains { $0.contains("oat milk (1)") })
        #expect(lines.contains { $0.contains("vision model") })
    }
}

@Suite("Live scans spare the costly recognizers")
struct LiveScanBudgetTests {
    @Test func theLabelReaderReadsOneFrameInSixAndWhatItReadCountsBetween() async throws {
        let labels = FakeRecognizer(.labelReader, labels: ["milk"])
        let barcodes = FakeRecognizer(.barcode, labels: [])
        let (useCases, _) = try TestUseCases.make(scanning: ScanningServices(recognizers: [labels, barcodes]))
        var shown: [[String]] = []
        var ran: [[RecognizerKind]] = []
        for _ in 0..<8 {  // frames 0 and 6 read labels
            let outcome = try await useCases.scanning.scan(TestPhotos.png, liveScan: "live-budget-test")
            shown.append(outcome.detected.map(\.name))
            ran.append(outcome.reports.map(\.kind))
        }
        #expect(labels.callCount == 2)
        #expect(barcodes.callCount == 8)
        #expect(ran[0] == [.labelReader, .barcode] && ran[1] == [.barcode] && ran[6] == [.labelReader, .barcode])
        #expect(shown[0].isEmpty, "one frame is not enough")
        #expect(shown[1...].allSatisfy { $0 == ["milk"] }, "what it read counts for the frames between")
        // A photo (not a live frame) always runs every recognizer.
        _ = try await useCases.scanning.scan(TestPhotos.png)
        #expect(labels.callCount == 3)
    }
}

@Suite("The household's foods first")
struct HouseholdFirstTests {
    @Test func aSureMemoryOverrulesADifferentFoodModelGuessForTheSamePhoto() async throws {
        let model = FakeImageModel()
        let photo = FakeImageModel.photo(9)
        model.answer(photo, features: FakeImageModel.features(axis: 0), classIndex: 951)  // "lemon"
        let lexicon = try KitchenGenerators.lexicon()
        let (useCases, _) = try TestUseCases.make(scanning: ScanningServices(imageModel: model, classMap: try FoodClassMap.bundled(lexicon: lexicon)))
        #expect(try await useCases.scanning.scan(photo).detected.map(\.name) == ["lemon"])
        try await useCases.scanning.teach(photo, name: "lime")
        let outcome = try await useCases.scanning.scan(photo)
        #expect(outcome.detected.map(\.name) == ["lime"])
        #expect(outcome.reports.first { $0.kind == .foodModel }?.found == 1, "the model still ran and is reported")
    }

    @Test func aSureMemoryOverrulesADifferentFoodThePacksPrintNames() async throws {
        let model = FakeImageModel()
        let photo = FakeImageModel.photo(9)
        let other = FakeImageModel.photo(10)
        model.answer(photo, features: FakeImageModel.features(axis: 0))
        model.answer(other, features: FakeImageModel.features(axis: 4))
        let labels = FakeRecognizer(.labelReader, labels: ["apple"])
        let (useCases, _) = try TestUseCases.make(scanning: ScanningServices(recognizers: [labels], imageModel: model))
        #expect(try await useCases.scanning.scan(photo).detected.map(\.name) == ["apple"])
        try await useCases.scanning.teach(photo, name: "apple juice")
        #expect(try await useCases.scanning.scan(photo).detected.map(\.name) == ["apple juice"])
        // A photo the memory does not know keeps what its print says.
        #expect(try await useCases.scanning.scan(other).detected.map(\.name) == ["apple"])
    }
}
