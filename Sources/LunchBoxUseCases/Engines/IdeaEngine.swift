import Foundation
import LunchBoxCore

/// Something that writes lunch box ideas: the offline chef, an OpenAI-compatible
/// service, Apple's on-device model. `IdeasUseCase` picks one, and every idea any of
/// them writes goes through the same validation and dietary guard there, so an engine
/// only has to write.
public protocol IdeaEngine: Sendable {
    var kind: IdeaOrigin.Engine { get }
    /// Whether it can answer now and, when not, why (the screen says so).
    func availability() async -> IdeaEngineAvailability
    /// The ideas as they are written, for one request.
    func ideas(for request: IdeaEngineRequest) -> AsyncThrowingStream<IdeaEngineEvent, any Error>
}

/// Whether an engine can answer.
public enum IdeaEngineAvailability: Equatable, Sendable {
    case available
    case unavailable(IdeaEngineUnavailability)

    public var isAvailable: Bool { self == .available }
}

/// Why an engine cannot answer, in words a person can act on.
public enum IdeaEngineUnavailability: Equatable, Sendable {
    /// No key is saved for the AI service.
    case noAPIKey
    /// iOS before 26, or a build without Apple's on-device model framework.
    case systemTooOld
    /// The iPhone cannot run Apple Intelligence (before iPhone 15 Pro).
    case deviceNotEligible
    /// Apple Intelligence is off in Settings.
    case appleIntelligenceNotEnabled
    /// The model is still downloading or getting ready.
    case modelNotReady
    /// Not on this face at all (the web app and the CLI have no on-device model).
    case notOnThisDevice
    case other(String)

    /// Why, in English.
    public var message: String {
        Fault("fault3.asSaid", [reason]).message(.english)
    }

    /// Why, as a phrase of the catalog (the system's own words as they are).
    public var reason: Fault.Argument {
        switch self {
        case .noAPIKey: .phrase("fault3.engine.noAPIKey")
        case .systemTooOld: .phrase("fault3.engine.systemTooOld")
        case .deviceNotEligible: .phrase("fault3.engine.deviceNotEligible")
        case .appleIntelligenceNotEnabled: .phrase("fault3.engine.appleIntelligenceNotEnabled")
        case .modelNotReady: .phrase("fault3.engine.modelNotReady")
        case .notOnThisDevice: .phrase("fault3.engine.notOnThisDevice")
        case .other(let reason): .text(reason)
        }
    }
}

/// One request to an engine: the kitchen (not empty), the diets, the wishes and how many
/// ideas to write, and what to stamp on them.
public struct IdeaEngineRequest: Sendable {
    public let items: [InventoryItem]
    public let preferences: DietaryPreferences
    public let today: CalendarDay
    public let wishes: IdeaWishes
    public let count: Int
    /// Each request is the next batch: the offline chef seeds from it.
    public let batchNumber: Int
    public let ideaPreferences: IdeaPreferences
    public let origin: IdeaOrigin

    public init(
        items: [InventoryItem], preferences: DietaryPreferences, today: CalendarDay, wishes: IdeaWishes, count: Int, batchNumber: Int = 1,
        ideaPreferences: IdeaPreferences = .standard, origin: IdeaOrigin
    ) {
        self.items = items
        self.preferences = preferences
        self.today = today
        self.wishes = wishes
        self.count = count
        self.batchNumber = batchNumber
        self.ideaPreferences = ideaPreferences
        self.origin = origin
    }
}

/// What an engine gives while it writes.
public enum IdeaEngineEvent: Equatable, Sendable {
    case idea(LunchBoxIdea)
    /// The whole reply text at the end (an AI service's), for the rest of what it says.
    case reply(String)
    /// Fewer ideas than asked for, and why ("add a protein for more"), worded by each face.
    case shortfall(ChefShortfall)

    /// An AI reply's event, as every engine's.
    public init(_ event: IdeaReplyEvent) {
        switch event {
        case .idea(let idea): self = .idea(idea)
        case .finished(let reply): self = .reply(reply)
        }
    }
}
