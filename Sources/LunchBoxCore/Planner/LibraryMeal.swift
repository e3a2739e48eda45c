import Foundation

/// A meal the library holds after adding an idea: the new one, or the same meal it
/// already had (`isNew` false).
public struct LibraryMeal: Equatable, Sendable {
    public let meal: Meal
    public let isNew: Bool

    public init(meal: Meal, isNew: Bool) {
        self.meal = meal
        self.isNew = isNew
    }
}
