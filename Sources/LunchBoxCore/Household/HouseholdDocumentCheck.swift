import Foundation

/// The rules a household document keeps before it replaces anything: the same ones every
/// face saves by, so an import cannot hold what no face could have written.
enum HouseholdDocumentCheck {
    static let maximumMembers = 50
    static let maximumFavorites = 5_000
    static let maximumPlannedMeals = 20_000
    static let maximumTicks = 20_000

    static func check(_ document: HouseholdDocument) throws {
        var kitchen = Inventory()
        for item in document.kitchen {
            do {
                _ = try kitchen.add(item)
            } catch {
                throw HouseholdDocumentError.invalid("the kitchen's “\(item.name.prefix(60))”: \(UserFacingError(error).message)")
            }
        }
        try checkCounts(document)
        try checkMembers(document)
        let meals = Set(document.meals.map(\.id))
        guard meals.count == document.meals.count else { throw HouseholdDocumentError.invalid("two meals have the same id") }
        if let orphan = document.plan.first(where: { !meals.contains($0.meal) }) {
            throw HouseholdDocumentError.invalid("the plan on \(orphan.day.isoString) names a meal the document does not hold")
        }
        guard Set(document.plan.map(\.id)).count == document.plan.count else { throw HouseholdDocumentError.invalid("two planned meals have the same id") }
        guard Set(document.favorites.map(\.identifier)).count == document.favorites.count else {
            throw HouseholdDocumentError.invalid("two favorites have the same identifier")
        }
        if let favorite = document.favorites.first(where: { !$0.idea.isComplete }) {
            throw HouseholdDocumentError.invalid("the favorite “\(favorite.name.prefix(60))” has no name, ingredients or steps")
        }
        if let tick = document.bought.first(where: { $0.item.isEmpty || $0.item.count > 300 }) {
            throw HouseholdDocumentError.invalid("a shopping-list tick in the week of \(tick.weekStart.isoString) has no item")
        }
        if let zone = document.playTimeZone, TimeZone(identifier: zone) == nil {
            throw HouseholdDocumentError.invalid("“\(zone.prefix(60))” is not a time zone")
        }
    }

    private static func checkCounts(_ document: HouseholdDocument) throws {
        guard document.meals.count <= Meal.maximumLibrarySize else { throw HouseholdDocumentError.invalid("it holds more than \(Meal.maximumLibrarySize) meals") }
        guard document.members.count <= maximumMembers else { throw HouseholdDocumentError.invalid("it holds more than \(maximumMembers) members") }
        guard document.favorites.count <= maximumFavorites else { throw HouseholdDocumentError.invalid("it holds more than \(maximumFavorites) favorites") }
        guard document.plan.count <= maximumPlannedMeals, document.bought.count <= maximumTicks else {
            throw HouseholdDocumentError.invalid("its plan or shopping list is far longer than a household's")
        }
    }

    private static func checkMembers(_ document: HouseholdDocument) throws {
        var names = Set<String>()
        for member in document.members {
            let name = member.name.trimmingCharacters(in: .whitespacesAndNewlines)
            guard (1...200).contains(name.count), name == member.name else { throw HouseholdDocumentError.invalid("a member's name is empty or too long") }
            guard names.insert(name.lowercased()).inserted else { throw HouseholdDocumentError.invalid("two members are called “\(name.prefix(60))”") }
            guard member.play.isWithinBounds else { throw HouseholdDocumentError.invalid("the play of “\(name.prefix(60))” is out of bounds") }
        }
        if let current = document.currentMember, !document.members.contains(where: { $0.id == current }) {
            throw HouseholdDocumentError.invalid("the current member is not one of its members")
        }
        guard Set(document.members.map(\.id)).count == document.members.count else { throw HouseholdDocumentError.invalid("two members have the same id") }
    }
}
