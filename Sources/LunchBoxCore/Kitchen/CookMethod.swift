/// How a food is cooked, and for how long: the times differ by variety (brown rice
/// simmers for 25-30 minutes, white rice for 10-12), so they are data, not code.
public struct CookMethod: Codable, Hashable, Sendable {
    public enum Technique: String, CaseIterable, Codable, Sendable {
        /// In a pan of simmering water until tender (rice, grains, lentils).
        case simmer
        /// Covered with boiling water off the heat (couscous, rice noodles).
        case soak
        /// In a pan of boiling water (pasta, eggs, potatoes, frozen vegetables).
        case boil
        case steam
        /// In a frying pan with a little oil (chicken breast, halloumi, tofu).
        case panFry
        /// In a hot oven (fish fingers, chicken thighs, sweet potato).
        case oven
        /// Broken up and browned in a pan (mince).
        case brown
        case grill
        /// Stirred in a pan until just wilted (spinach).
        case wilt
        /// Simmered with a splash of water into a quick compote (frozen berries).
        case compote
        /// Thawed overnight in the fridge, for cooked foods that need no more heat.
        case thaw
        case toast
    }

    public let technique: Technique
    /// The usual time, in minutes.
    public let minutes: ClosedRange<Int>
    /// Oven temperature in °C, for `oven`.
    public let temperature: Int?
    /// Per side, for food turned once in the pan.
    public let perSide: Bool
    /// Soaked overnight first (dried beans and chickpeas).
    public let soakOvernight: Bool

    public init(_ technique: Technique, minutes: ClosedRange<Int>, temperature: Int? = nil, perSide: Bool = false, soakOvernight: Bool = false) {
        self.technique = technique
        self.minutes = minutes
        self.temperature = temperature
        self.perSide = perSide
        self.soakOvernight = soakOvernight
    }

    /// "10-12 minutes", "3 minutes".
    public var duration: String {
        minutes.lowerBound == minutes.upperBound ? "\(minutes.lowerBound) minutes" : "\(minutes.lowerBound)-\(minutes.upperBound) minutes"
    }

    private enum CodingKeys: String, CodingKey {
        case method, minutes, temperature, perSide, soakOvernight
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        technique = try container.decode(Technique.self, forKey: .method)
        let range = try container.decode([Int].self, forKey: .minutes)
        guard let low = range.first, let high = range.last, low <= high, range.count <= 2 else {
            throw DecodingError.dataCorruptedError(forKey: .minutes, in: container, debugDescription: "minutes is [low, high]")
        }
        minutes = low...high
        temperature = try container.decodeIfPresent(Int.self, forKey: .temperature)
        perSide = try container.decodeIfPresent(Bool.self, forKey: .perSide) ?? false
        soakOvernight = try container.decodeIfPresent(Bool.self, forKey: .soakOvernight) ?? false
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(technique, forKey: .method)
        try container.encode([minutes.lowerBound, minutes.upperBound], forKey: .minutes)
        try container.encodeIfPresent(temperature, forKey: .temperature)
        if perSide { try container.encode(true, forKey: .perSide) }
        if soakOvernight { try container.encode(true, forKey: .soakOvernight) }
    }
}
