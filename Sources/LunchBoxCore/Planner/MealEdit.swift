import Foundation

/// A change to a meal, with one meaning on every face: a field it names is replaced (an
/// empty protein or carb, or an empty component list, clears it); a field it leaves out
/// (nil) keeps its value. The CLI's `meals edit`, the JSON API's PUT, the web form and
/// the meal screen all edit through this, applied in one transaction.
public struct MealEdit: Codable, Equatable, Sendable {
    public var description: String?
    public var primaryProtein: String?
    public var primaryCarb: String?
    public var otherComponents: [String]?

    public init(description: String? = nil, primaryProtein: String? = nil, primaryCarb: String? = nil, otherComponents: [String]? = nil) {
        self.description = description
        self.primaryProtein = primaryProtein
        self.primaryCarb = primaryCarb
        self.otherComponents = otherComponents
    }

    /// Every field of `meal`: a form that shows them all sends them all.
    public init(replacingWith meal: Meal) {
        self.init(description: meal.description, primaryProtein: meal.primaryProtein, primaryCarb: meal.primaryCarb, otherComponents: meal.otherComponents)
    }

    /// True when it names no field: nothing to change.
    public var isEmpty: Bool { self == MealEdit() }

    /// `meal` with the named fields replaced; its id and creation time stay.
    public func applied(to meal: Meal) -> Meal {
        var edited = meal
        if let description { edited.description = description }
        if let primaryProtein { edited.primaryProtein = primaryProtein }
        if let primaryCarb { edited.primaryCarb = primaryCarb }
        if let otherComponents { edited.otherComponents = otherComponents }
        return edited
    }
}
