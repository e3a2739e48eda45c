import Foundation

/// What went wrong, kept as catalog keys and the values to fill in, so each face words
/// an error in its reader's language when it shows it (`UserFacingError.message(_:)`),
/// not once in English where it happened.
public struct Fault: Equatable, Sendable {
    /// A value a phrase names: text is used as given, a number and a day are written the
    /// reader's way, a phrase key is worded first (a field's name).
    public enum Argument: Equatable, Sendable {
        case text(String)
        case number(Int)
        case day(CalendarDay)
        case days([CalendarDay])
        case phrase(String)
        /// The offline chef's note on what is missing, worded by `ChefShortfall`.
        case shortfall(ChefShortfall)
        /// Names to choose from, as they are typed, joined the reader's way ("a, b or c").
        case choices([String])
        /// What a household has, counted ("3 foods and 1 member").
        case household(HouseholdCounts)
        /// Another fault's message, worded in the same language (why a thing was left out).
        indirect case message(Fault)
    }

    /// The title's key (a few words), and the message's key (its plural stem when `count` is set).
    public let titleKey: String
    public let messageKey: String
    public let arguments: [Argument]
    /// The count the message's plural form follows, its first argument.
    public let count: Int?
    /// The count is written in plain digits ("5000", `%1$@` in its phrase), as the English
    /// messages written before the catalog said it, not grouped the reader's way ("5,000").
    public let countInDigits: Bool
    /// Sentences said after the message, each with its own keys (`followed(by:)`).
    public private(set) var after: [Fault] = []

    public init(title: String, message: String, _ arguments: [Argument] = [], count: Int? = nil, countInDigits: Bool = false) {
        self.titleKey = title
        self.messageKey = message
        self.arguments = arguments
        self.count = count
        self.countInDigits = countInDigits
    }

    /// This fault with `sentence`'s message said after its own (its title stays this one's).
    public func followed(by sentence: Fault) -> Fault {
        var fault = self
        fault.after.append(sentence)
        return fault
    }

    /// A phrase with no title of its own (a command line's error or hint).
    public init(_ key: String, _ arguments: [Argument] = [], count: Int? = nil) {
        self.init(title: key, message: key, arguments, count: count)
    }

    public func title(_ words: Wording) -> String {
        words(titleKey, arguments.map { value($0, words) })
    }

    public func message(_ words: Wording) -> String {
        ([ownMessage(words)] + after.map { $0.message(words) }).joined(separator: " ")
    }

    private func ownMessage(_ words: Wording) -> String {
        let values = arguments.map { value($0, words) }
        if let count, countInDigits { return words(words.pluralKey(messageKey, count), [String(count)] + values) }
        if let count { return words.counting(messageKey, count, values) }
        return words(messageKey, values)
    }

    private func value(_ argument: Argument, _ words: Wording) -> any CVarArg {
        switch argument {
        case .text(let text): text
        case .number(let number): number
        case .day(let day): words.day(day)
        case .days(let days): words.and(days.map(words.day))
        case .phrase(let key): words(key)
        case .shortfall(let shortfall): shortfall.message(words)
        case .choices(let names): words.or(names)
        case .household(let counts): counts.summary(words)
        case .message(let fault): fault.message(words)
        }
    }
}

extension Wording {
    /// The English words errors keep for faces that have no reader's language (logs, and
    /// `UserFacingError.message`): the English catalog, loaded on first use.
    public static let english: Wording = {
        let catalog = Catalog(.english, in: .module)
        return Wording(language: .english, catalog: catalog, english: catalog)
    }()

    /// The phrase for `key` with arguments gathered in an array.
    func callAsFunction(_ key: String, _ arguments: [any CVarArg]) -> String {
        arguments.isEmpty ? self(key) : mark(String(format: phrase(key), locale: locale, arguments: arguments))
    }

    /// `counting` with the other arguments gathered in an array.
    func counting(_ key: String, _ count: Int, _ arguments: [any CVarArg]) -> String {
        mark(String(format: phrase(pluralKey(key, count)), locale: locale, arguments: [count] + arguments))
    }
}
