import Foundation

/// What a person is told when something fails, and what they can do about it.
///
/// This is the one place that turns errors into words, and the words are the same in
/// every face: no command names, no URLs, no button labels. Each face (web page, CLI,
/// iOS alert) shows `message`, offers the `actions` in its own way (a button, a command
/// hint from its own table), and turns `kind` into an HTTP status or an exit code.
/// Messages never contain the API key (errors hold redacted text only) and never raw
/// server bodies.
public struct UserFacingError: Error, Equatable, Sendable {
    /// Something the person can do next.
    public enum Action: String, Equatable, Sendable {
        case openSettings
        case retry
        case useOfflineChef
        /// Add food to the kitchen (it is empty, or too bare for three ideas).
        case addFood
        /// Ask for ideas (there are none to open, save or plan yet).
        case askForIdeas
        /// Say yes to a change that loses something (a planned meal and its days).
        case confirm
    }

    /// What went wrong, broadly: faces style kinds differently (the offline banner) and
    /// map them to an HTTP status or an exit code.
    public enum Kind: String, Equatable, Sendable {
        /// No network: the AI service cannot be reached from here.
        case offline
        /// Something has to happen first: a key saved, food added, ideas asked for, a
        /// deletion confirmed.
        case needsAction
        /// The AI service refused how it was called (the key, the model, the address).
        case configuration
        /// The AI service failed or answered with something unusable.
        case service
        /// What the person typed or sent is not valid.
        case input
        /// The thing asked for is not (or no longer) there.
        case notFound
        /// This machine is doing as much of it as it can at once: try again in a moment.
        case busy
        /// Local files: the database, the credentials file, the food list.
        case storage
        case unknown
    }

    public let title: String
    public let message: String
    public let actions: [Action]
    public let kind: Kind
    /// What happened, as keys: faces word it in the reader's language (`message(_:)`);
    /// nil for an error still written in English only.
    public let fault: Fault?

    public init(title: String, message: String, actions: [Action] = [], kind: Kind) {
        self.title = title
        self.message = message
        self.actions = actions
        self.kind = kind
        self.fault = nil
    }

    /// An error worded from the catalog; `title` and `message` keep its English words.
    public init(_ fault: Fault, actions: [Action] = [], kind: Kind) {
        self.title = fault.title(.english)
        self.message = fault.message(.english)
        self.actions = actions
        self.kind = kind
        self.fault = fault
    }

    /// The title in `words`' language.
    /// Two errors are one when they say the same (in English) with the same actions and
    /// kind: one that came over the household server's API carries its words, not its
    /// `fault`, and is still the error the device would have given.
    public static func == (lhs: UserFacingError, rhs: UserFacingError) -> Bool {
        lhs.title == rhs.title && lhs.message == rhs.message && lhs.actions == rhs.actions && lhs.kind == rhs.kind
    }

    public func title(_ words: Wording) -> String {
        fault?.title(words) ?? title
    }

    /// The message in `words`' language.
    public func message(_ words: Wording) -> String {
        fault?.message(words) ?? message
    }

    public init(_ error: any Error) {
        switch error {
        case let error as UserFacingError: self = error
        case let error as any UserFacingErrorConvertible: self = error.userFacingError
        case let error as AIClientError: self = Self.describe(error)
        case let error as SecretStoreError: self = Self.describe(error)
        case let error as UserTextError: self = Self.describe(error)
        case let error as InventoryError: self = Self.describe(error)
        case let error as PlannerError: self = Self.describe(error)
        case let error as OfflineChefError: self = Self.describe(error)
        case let error as IdeasError: self = Self.describe(error)
        case let error as SettingsError: self = Self.describe(error)
        case let error as FoodLexiconError:
            self.init(Fault(title: "fault.title.foodList", message: "fault.foodList", [.text(error.localizedDescription)]), kind: .storage)
        case let error as any LocalizedError:
            // Another module's error says itself in its own words (English); the title is the reader's.
            let said = error.errorDescription.map { Fault(title: "fault.title.unexpected", message: "fault3.asSaid", [.text($0)]) }
            self.init(said ?? Fault(title: "fault.title.unexpected", message: "fault3.unexpected"), kind: .unknown)
        default:
            self.init(Fault(title: "fault.title.unexpected", message: "fault.unexpected"), actions: [.retry], kind: .unknown)
        }
    }

    public var allowsRetry: Bool { actions.contains(.retry) }
}

/// An error from a module the core cannot see (storage) that knows its own words. Its
/// `userFacingError` follows the same rules as every message here: plain, face-neutral.
public protocol UserFacingErrorConvertible: Error {
    var userFacingError: UserFacingError { get }
}

extension UserFacingError: LocalizedError {
    public var errorDescription: String? { message }
}

extension UserFacingError {
    static func describe(_ error: SecretStoreError) -> UserFacingError {
        switch error {
        case .emptyKey:
            UserFacingError(Fault(title: "fault.title.emptyKey", message: "fault.key.empty"), kind: .input)
        case .malformedKey:
            UserFacingError(Fault(title: "fault.title.keyNotValid", message: "fault.key.malformed", [.number(APIKey.maximumLength)]), kind: .input)
        case let .insecurePermissions(path, mode):
            UserFacingError(Fault(title: "fault.title.keyFileNotPrivate", message: "fault.key.insecure", [.text(path), .text(mode)]), kind: .storage)
        case let .unreadable(path, reason):
            UserFacingError(Fault(title: "fault.title.keyUnreadable", message: "fault.key.unreadable", [.text(path), .text(reason)]), kind: .storage)
        case let .unwritable(path, reason):
            UserFacingError(Fault(title: "fault.title.keyUnwritable", message: "fault.key.unwritable", [.text(path), .text(reason)]), kind: .storage)
        case .unexpectedStatus(let status):
            UserFacingError(Fault(title: "fault.title.keychain", message: "fault.key.keychain", [.text(String(status))]), actions: [.retry], kind: .storage)
        }
    }

    static func describe(_ error: UserTextError) -> UserFacingError {
        switch error {
        case .empty(let field):
            UserFacingError(Fault(title: "fault.title.fieldMissing", message: "fault.field.empty", [fieldName(field)]), kind: .input)
        case let .tooLong(field, maximum):
            UserFacingError(Fault(title: "fault.title.fieldTooLong", message: "fault.field.tooLong", [fieldName(field), .number(maximum)]), kind: .input)
        case .controlCharacters(let field):
            UserFacingError(Fault(title: "fault.title.fieldNotValid", message: "fault.field.controlCharacters", [fieldName(field)]), kind: .input)
        }
    }

    /// A field the core names in English, as a phrase of the catalog where it has one.
    private static func fieldName(_ name: String) -> Fault.Argument {
        let keys = [
            "Meal description": "meals.field.description", "Primary protein": "meals.field.protein", "Primary carb": "meals.field.carb", "Component": "meals.field.component",
            "Food": "fault.name.food", "Food name": "fault.name.food", "Item name": "fault.name.item", "Member name": "fault.name.member", "Model": "fault.name.model",
            "Product name": "fault.name.product", "Quantity": "fault.name.quantity", "Vision model": "fault.name.visionModel",
        ]
        return keys[name].map(Fault.Argument.phrase) ?? .text(name)
    }

    static func describe(_ error: InventoryError) -> UserFacingError {
        switch error {
        case .itemNotFound:
            UserFacingError(Fault(title: "fault.title.itemNotFound", message: "fault.inventory.itemNotFound"), kind: .notFound)
        case .duplicateID:
            UserFacingError(Fault(title: "fault.title.alreadyAdded", message: "fault.inventory.duplicate"), kind: .input)
        case .full(let maximum):
            UserFacingError(Fault(title: "fault.title.inventoryFull", message: "fault.inventory.full", [.number(maximum)]), kind: .input)
        }
    }
}
