import Foundation

/// The part a food plays in a meal, as far as the planner's protein and carb fields go.
public enum MealRole: Sendable {
    case protein
    case carb
    case other
}

extension Meal {
    /// A meal made from a lunch box idea or favorite, so it can be planned: the idea's
    /// name becomes the description and its ingredients the components.
    ///
    /// `role` says which ingredient is a protein or a carb (the food lexicon can answer
    /// that); the first of each becomes the primary protein or carb and leaves the
    /// component list. Without it both stay empty for the person to fill in.
    ///
    /// An AI may write a longer name or more ingredients than a meal holds, so text is
    /// cut to the meal's limits: turning an idea into a meal never fails for length. The
    /// result is not validated yet: saving does that, as for any meal.
    public init(idea: LunchBoxIdea, createdAt: Date, id: UUID = UUID(), role: (String) -> MealRole = { _ in .other }) {
        var protein = ""
        var carb = ""
        var others: [String] = []
        for ingredient in idea.ingredients {
            switch role(ingredient) {
            case .protein where protein.isEmpty: protein = ingredient
            case .carb where carb.isEmpty: carb = ingredient
            default: others.append(ingredient)
            }
        }
        // Cut at whole characters within `limit` Unicode scalars: JSON readers count those,
        // and a character built of many (an emoji with a skin tone) counts once in Swift.
        func fitted(_ text: String, _ limit: Int) -> String {
            var result = ""
            var scalars = 0
            for character in text {
                scalars += character.unicodeScalars.count
                if scalars > limit { break }
                result.append(character)
            }
            return result
        }
        self.init(
            id: id,
            description: fitted(idea.name, Self.maximumDescriptionLength),
            primaryProtein: fitted(protein, Self.maximumComponentLength),
            primaryCarb: fitted(carb, Self.maximumComponentLength),
            otherComponents: others.prefix(Self.maximumComponentCount).map { fitted($0, Self.maximumComponentLength) },
            createdAt: createdAt
        )
    }
}

extension Meal {
    /// The idea as a meal, with the person's protein, carb and extra components on top of
    /// what `role` found. A component that becomes the protein or carb leaves the
    /// component list, and a protein or carb it replaces goes back to it, so nothing is
    /// listed twice or lost.
    public init(idea: LunchBoxIdea, createdAt: Date, protein: String?, carb: String?, extraComponents: [String], role: (String) -> MealRole) {
        self.init(idea: idea, createdAt: createdAt, role: role)
        otherComponents += extraComponents
        if let protein {
            Self.promote(protein, replacing: primaryProtein, in: &otherComponents)
            primaryProtein = protein
        }
        if let carb {
            Self.promote(carb, replacing: primaryCarb, in: &otherComponents)
            primaryCarb = carb
        }
    }

    /// True when both meals say the same thing: description, protein, carb and
    /// components (ids and dates aside). Adding an idea to the library twice reuses the
    /// first meal rather than keeping a copy.
    public func hasSameContent(as other: Meal) -> Bool {
        description == other.description && primaryProtein == other.primaryProtein && primaryCarb == other.primaryCarb && otherComponents == other.otherComponents
    }

    private static func promote(_ new: String, replacing old: String, in components: inout [String]) {
        let newKey = PlannerText.key(new)
        components.removeAll { PlannerText.key($0) == newKey }
        if !PlannerText.key(old).isEmpty, PlannerText.key(old) != newKey { components.insert(old, at: 0) }
    }
}
