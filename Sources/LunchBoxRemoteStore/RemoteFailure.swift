import Foundation
import LunchBoxCore

/// A repository error as it travels back: the error's type and case (so the phone can
/// throw the same typed error when a use case looks for it) and the words the server
/// would show, so any other error reads the same on the phone as on the web page.
public struct RemoteFailure: Codable, Equatable, Sendable {
    /// The HTTP status again, as in every /api error.
    public var status: Int
    public var type: String
    public var name: String
    public var argument: String?
    public var title: String
    public var message: String
    public var actions: [String]
    public var kind: String

    public init(_ error: any Error) {
        let facing = UserFacingError(error)
        type = String(describing: Swift.type(of: error))
        let mirror = Mirror(reflecting: error)
        if let child = mirror.children.first, mirror.displayStyle == .enum {
            name = child.label ?? ""
            argument = Self.argument(child.value)
        } else {
            name = String(describing: error)
            argument = nil
        }
        title = facing.title
        message = facing.message
        actions = facing.actions.map(\.rawValue)
        kind = facing.kind.rawValue
        status = Self.status(type: type, name: name, kind: facing.kind)
    }

    /// A case's argument as text: a name, a day ("2026-11-24") or a number (a maximum).
    private static func argument(_ value: Any) -> String? {
        if let text = value as? String { return text }
        if let day = value as? CalendarDay { return day.isoString }
        if let number = value as? Int { return String(number) }
        return (Mirror(reflecting: value).children.first?.value as? Int).map(String.init)
    }

    /// The HTTP status the server answers with: the kind of failure, never 5xx for a
    /// request that was merely wrong.
    private static func status(type: String, name: String, kind: UserFacingError.Kind) -> Int {
        if type == String(describing: StoreCallError.self), name == "conflict" { return 409 }
        if type == String(describing: StoreCallError.self), name == "malformedCall" { return 400 }
        switch kind {
        case .notFound: return 404
        case .input: return 422
        case .needsAction: return 409
        case .busy: return 503
        default: return 500
        }
    }

    /// The error to throw on the phone: the original typed error where use cases or
    /// tests match on it, otherwise the server's words as a `UserFacingError`.
    public var error: any Error {
        if let typed = typedError { return typed }
        return UserFacingError(
            title: title, message: message, actions: actions.compactMap(UserFacingError.Action.init(rawValue:)),
            kind: UserFacingError.Kind(rawValue: kind) ?? .unknown)
    }

    private var typedError: (any Error)? {
        let int = argument.flatMap { Int($0) }
        switch (type, name, argument) {
        case ("PlannerError", "emptyDescription", _): return PlannerError.emptyDescription
        case ("PlannerError", "mealNotFound", _): return PlannerError.mealNotFound
        case ("PlannerError", "mealAlreadyExists", _): return PlannerError.mealAlreadyExists
        case ("PlannerError", "assignmentNotFound", _): return PlannerError.assignmentNotFound
        case ("PlannerError", "libraryFull", _): return int.map { PlannerError.libraryFull(maximum: $0) }
        case ("PlannerError", "tooManyComponents", _): return int.map { PlannerError.tooManyComponents(maximum: $0) }
        case ("PlannerError", "notOnShoppingList", let text?): return PlannerError.notOnShoppingList(text)
        case ("InventoryError", "itemNotFound", _): return InventoryError.itemNotFound
        case ("InventoryError", "duplicateID", _): return InventoryError.duplicateID
        case ("InventoryError", "full", _): return int.map { InventoryError.full(maximum: $0) }
        case ("PlayError", "duplicatePlayerName", let text?): return PlayError.duplicatePlayerName(text)
        case ("PlayError", "playerNotFound", let text?): return PlayError.playerNotFound(text)
        case ("PlayError", "unknownTimeZone", let text?): return PlayError.unknownTimeZone(text)
        case ("HouseholdError", "memberNotFound", let text?): return HouseholdError.memberNotFound(text)
        case ("HouseholdError", "unknownDiet", let text?): return HouseholdError.unknownDiet(text)
        case ("HouseholdError", "unknownAvoid", let text?): return HouseholdError.unknownAvoid(text)
        case ("PackingError", "alreadyPacked", let text?): return PackingError.alreadyPacked(text)
        case ("PackingError", "nothingToUndo", _): return PackingError.nothingToUndo
        case ("PackingError", "planNotFound", _): return PackingError.planNotFound
        case ("PackingError", "dayNotInPlan", let text?): return CalendarDay(isoString: text).map { PackingError.dayNotInPlan($0) }
        case ("PackingError", "noOtherMeal", _): return PackingError.noOtherMeal
        case ("PackingError", "inconsistent", _): return PackingError.inconsistent
        case ("SettingsError", "invalidMaxTokens", _): return SettingsError.invalidMaxTokens
        case ("SettingsError", "invalidTemperature", _): return SettingsError.invalidTemperature
        case ("IdeasError", "duplicateIdeaID", _): return IdeasError.duplicateIdeaID
        case ("StoreCallError", "conflict", _): return StoreCallError.conflict
        case ("StoreCallError", "malformedCall", _): return StoreCallError.malformedCall
        case ("StoreCallError", "invalidArgument", let text?): return StoreCallError.invalidArgument(text)
        default: return nil
        }
    }
}
