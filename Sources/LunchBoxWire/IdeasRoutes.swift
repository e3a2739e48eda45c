import Foundation
import LunchBoxCore
import LunchBoxUseCases

/// `/api/ideas`: ask for ideas, the most recent batch, which engine answers, and shares.
public enum IdeasRoutes {
    /// Which engine to ask; absent (or no body at all) means the automatic one.
    public struct AskInput: Codable, Equatable, Sendable {
        public let engine: IdeaEngineChoice?

        public init(engine: IdeaEngineChoice?) {
            self.engine = engine
        }
    }

    public static let ask = APIRoute<AskInput, IdeaBatch>("POST", "/api/ideas")
    public static let recent = APIRoute<APINothing, IdeaBatch>("GET", "/api/ideas/recent")
    public static let engines = APIRoute<APINothing, IdeaEngineStatus>("GET", "/api/ideas/engines")
    /// Counts a share the person made on their device.
    public static let shared = APIRoute<APINothing, PlayChange>("POST", "/api/ideas/{id}/shared")
}
