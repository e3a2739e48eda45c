import Foundation
import LunchBoxCore
import LunchBoxUseCases
import OpenCombineShim

/// The kitchen memory screen: what LunchBox learnt from the household's photos (a food,
/// how many photos, when), and forgetting any of it. On iOS the features come from
/// Vision's feature print (the app's `VisionFeaturePrintModel`); the rules are the
/// scanning use case's, as on every face.
@MainActor
public final class KitchenMemoryViewModel: ObservableObject {
    @Published public private(set) var foods: [LearnedFood] = []
    @Published public var errorMessage: String?
    /// "Forgot oat milk.", after a change.
    @Published public private(set) var statusMessage: String?

    private let scanning: any KitchenScanning
    private let words: Wording
    private let formatter: DateFormatter

    /// `words` say the lines; dates are written as `locale` writes them (the phone's).
    public init(scanning: any KitchenScanning, words: Wording, locale: Locale = .autoupdatingCurrent, timeZone: TimeZone = .autoupdatingCurrent) {
        self.scanning = scanning
        self.words = words
        formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
    }

    public func load() async {
        await ScreenAction.run(words: words, { foods = try await scanning.learnedFoods() }, showing: { errorMessage = $0 })
    }

    public func forget(_ food: LearnedFood) async {
        await ScreenAction.run(
            words: words,
            {
                try await scanning.forget(food.food)
                foods = try await scanning.learnedFoods()
                statusMessage = words("scan3.forgot", food.food)
            }, showing: { errorMessage = $0 })
    }

    public func forgetEverything() async {
        await ScreenAction.run(
            words: words,
            {
                let photos = try await scanning.forgetEverything()
                foods = []
                statusMessage = words.counting("scan3.forgotAll", photos)
            }, showing: { errorMessage = $0 })
    }

    /// "3 photos, last on 24 Nov 2026", "3 Fotos, zuletzt am 24.11.2026".
    public func detail(for food: LearnedFood) -> String {
        words.counting("scan3.learnt.on", food.photos, formatter.string(from: food.lastLearned))
    }

    /// What the screen says while nothing is learnt; nil once something is.
    public var emptyMessage: String? {
        foods.isEmpty ? words("scan3.memory.empty") : nil
    }
}
