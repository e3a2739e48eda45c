import Foundation

/// One thing the kitchen memory learnt: a photo's feature print and the food the person
/// said it shows. The photo itself is never kept.
public struct MemoryExample: Equatable, Sendable {
    public let id: Int64
    public let food: String
    public let print: FeaturePrint
    public let learnedAt: Date

    public init(id: Int64, food: String, print: FeaturePrint, learnedAt: Date) {
        self.id = id
        self.food = food
        self.print = print
        self.learnedAt = learnedAt
    }
}

/// What the kitchen memory knows about one food, as every face lists it.
public struct LearnedFood: Codable, Equatable, Sendable {
    public let food: String
    /// Photos learnt.
    public let photos: Int
    public let firstLearned: Date
    public let lastLearned: Date

    public init(food: String, photos: Int, firstLearned: Date, lastLearned: Date) {
        self.food = food
        self.photos = photos
        self.firstLearned = firstLearned
        self.lastLearned = lastLearned
    }
}
