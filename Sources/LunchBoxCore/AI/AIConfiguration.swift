import Foundation

/// Where and how to ask an OpenAI-compatible service for ideas. Never holds the key.
public struct AIConfiguration: Codable, Equatable, Hashable, Sendable {
    public static let defaultTimeout: TimeInterval = 60
    public static let defaultTemperature = 0.7
    public static let defaultMaxTokens = 1500

    /// For example `https://api.openai.com/v1`; requests go to `{baseURL}/chat/completions`.
    public var baseURL: URL
    public var model: String
    /// Seconds to wait for the whole reply.
    public var timeout: TimeInterval
    public var temperature: Double
    public var maxTokens: Int

    public init(
        baseURL: URL,
        model: String,
        timeout: TimeInterval = AIConfiguration.defaultTimeout,
        temperature: Double = AIConfiguration.defaultTemperature,
        maxTokens: Int = AIConfiguration.defaultMaxTokens
    ) {
        self.baseURL = baseURL
        self.model = model
        self.timeout = timeout
        self.temperature = temperature
        self.maxTokens = maxTokens
    }

    /// Long enough for a slow local model, short enough that a dead service is noticed.
    public static let timeoutRange: ClosedRange<TimeInterval> = 5...600

    /// A timeout in `timeoutRange`, or `AIClientError.invalidTimeout`.
    public static func validatedTimeout(_ seconds: TimeInterval) throws -> TimeInterval {
        guard seconds.isFinite, timeoutRange.contains(seconds) else { throw AIClientError.invalidTimeout }
        return seconds
    }

    /// Enough for five ideas from any model; a floor so a reply can hold three at all.
    public static let maxTokensRange: ClosedRange<Int> = 64...16_384

    /// A reply limit in `maxTokensRange`, or `SettingsError.invalidMaxTokens`.
    public static func validatedMaxTokens(_ tokens: Int) throws -> Int {
        guard maxTokensRange.contains(tokens) else { throw SettingsError.invalidMaxTokens }
        return tokens
    }

    /// What OpenAI-compatible services accept.
    public static let temperatureRange: ClosedRange<Double> = 0...2

    /// A temperature in `temperatureRange`, or `SettingsError.invalidTemperature`.
    public static func validatedTemperature(_ value: Double) throws -> Double {
        guard value.isFinite, temperatureRange.contains(value) else { throw SettingsError.invalidTemperature }
        return value
    }

    /// OpenAI with its small, inexpensive model.
    public static let `default` = AIProviderPreset.openAI.configuration

    /// The preset this configuration matches, if any.
    public var matchingPreset: AIProviderPreset? {
        AIProviderPreset.allCases.first { EndpointPolicy.sameEndpoint($0.baseURL, baseURL) }
    }
}
