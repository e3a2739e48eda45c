import Hummingbird
import LunchBoxCore
import LunchBoxUseCases
import LunchBoxWire

// The values the API answers with as they are, encoded by the context's encoder
// (`APIResponseEncoder`). The conformances live here because only the server knows
// Hummingbird; the core and the use cases stay free of it.
extension LunchBoxIdea: ResponseEncodable {}
extension IdeaBatch: ResponseEncodable {}
extension InventoryItem: ResponseEncodable {}
extension Meal: ResponseEncodable {}
extension DietaryPreferences: ResponseEncodable {}
extension SettingsSummary: ResponseEncodable {}
extension PlaySummary: ResponseEncodable {}
extension PlayChange: ResponseEncodable {}
extension HouseholdMember: ResponseEncodable {}
extension APIErrorBody: ResponseEncodable {}
extension ScanOutcome: ResponseEncodable {}
extension ScanCapabilities: ResponseEncodable {}
extension ScanSettingsSummary: ResponseEncodable {}
extension LearnedFood: ResponseEncodable {}
extension ScanRoutes.Added: ResponseEncodable {}
