import Foundation

/// How a household writes the amounts LunchBox works out: grams and millilitres, or US
/// customary ounces, pounds, fluid ounces and cups. Chosen in Settings or `lunchbox settings
/// units`, else from the reader's region. Nutrients stay in grams either way, as US labels
/// write them too; an amount a person typed is kept as typed.
public enum UnitSystem: String, CaseIterable, Codable, Sendable {
    case metric
    case usCustomary = "us"

    /// The system a region measures in: US customary in the United States, Liberia and
    /// Myanmar, metric everywhere else and where the region is not known.
    public init(region: String?) {
        self = region.map { Self.customaryRegions.contains($0.uppercased()) } == true ? .usCustomary : .metric
    }

    /// Reads "metric" or "us" (also "US customary", "customary"), as a form or a command
    /// line sends it; nil for anything else ("imperial" is not the US's system).
    public init?(identifier: String) {
        switch identifier.trimmingCharacters(in: .whitespaces).lowercased() {
        case "metric", "si": self = .metric
        case "us", "usa", "us-customary", "customary", "us customary": self = .usCustomary
        default: return nil
        }
    }

    private static let customaryRegions: Set<String> = ["US", "LR", "MM"]
}
