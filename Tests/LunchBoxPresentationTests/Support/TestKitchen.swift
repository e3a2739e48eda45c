import LunchBoxUseCases

/// A kitchen the offline chef can always make a full batch of ideas from.
enum TestKitchen {
    static let foods = ["eggs", "bread", "wraps", "rice", "chicken", "cheddar", "spinach", "cucumber", "carrots", "tomatoes", "apples"]

    static func stock(_ useCases: UseCases) async throws {
        for food in foods { try await useCases.inventory.add(name: food) }
    }
}
