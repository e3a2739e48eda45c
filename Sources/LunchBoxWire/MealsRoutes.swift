import Foundation
import LunchBoxCore

/// `/api/meals`: the meal library.
public enum MealsRoutes {
    /// What is sent to add a meal. Protein, carb and components may be left out. (PUT
    /// takes a `MealEdit`: what it leaves out keeps its value.)
    public struct MealInput: Codable, Equatable, Sendable {
        public let description: String
        public let primaryProtein: String?
        public let primaryCarb: String?
        public let otherComponents: [String]?

        public init(description: String, primaryProtein: String?, primaryCarb: String?, otherComponents: [String]?) {
            self.description = description
            self.primaryProtein = primaryProtein
            self.primaryCarb = primaryCarb
            self.otherComponents = otherComponents
        }
    }

    /// A recent idea or favorite into the library, with optional overrides for what the
    /// food lexicon reads as its protein and carb.
    public struct FromIdeaInput: Codable, Equatable, Sendable {
        public let ideaId: UUID
        public let primaryProtein: String?
        public let primaryCarb: String?
        public let otherComponents: [String]?

        public init(ideaId: UUID, primaryProtein: String?, primaryCarb: String?, otherComponents: [String]?) {
            self.ideaId = ideaId
            self.primaryProtein = primaryProtein
            self.primaryCarb = primaryCarb
            self.otherComponents = otherComponents
        }
    }

    /// The (filtered) meals and every choice the filters offer, from the whole library.
    public struct MealList: Codable, Equatable, Sendable {
        public let meals: [Meal]
        public let options: FilterOptions

        public init(meals: [Meal], options: FilterOptions) {
            self.meals = meals
            self.options = options
        }
    }

    /// With the filters' query (`protein`, `carb`, `component`, `q`).
    public static let list = APIRoute<APINothing, MealList>("GET", "/api/meals")
    public static let meal = APIRoute<APINothing, Meal>("GET", "/api/meals/{id}")
    public static let add = APIRoute<MealInput, Meal>("POST", "/api/meals")
    /// 201 for a meal new to the library, 200 for the one the idea already made.
    public static let fromIdea = APIRoute<FromIdeaInput, Meal>("POST", "/api/meals/from-idea")
    public static let update = APIRoute<MealEdit, Meal>("PUT", "/api/meals/{id}")
    /// With `confirm=true` for a planned meal; answers the meal and the days it left.
    public static let delete = APIRoute<APINothing, DeletedMeal>("DELETE", "/api/meals/{id}")
}
