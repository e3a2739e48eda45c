import GRDB
import LunchBoxCore

extension AppDatabase: PreferencesRepository {
    public func dietaryPreferences() async throws -> DietaryPreferences {
        try await reader.read { db in
            try DietaryPreferencesRecord.fetchOne(db)?.preferences ?? .none
        }
    }

    public func saveDietaryPreferences(_ preferences: DietaryPreferences) async throws {
        try await writer.write { db in
            try DietaryPreferencesRecord(preferences).save(db)
        }
    }

    public func updateDietaryPreferences(_ change: @escaping @Sendable (inout DietaryPreferences) throws -> Void) async throws -> DietaryPreferences {
        try await writer.write { db in
            var preferences = try DietaryPreferencesRecord.fetchOne(db)?.preferences ?? .none
            try change(&preferences)
            try DietaryPreferencesRecord(preferences).save(db)
            return preferences
        }
    }
}

extension AppDatabase: AISettingsRepository {
    public func aiConfiguration() async throws -> AIConfiguration {
        try await reader.read { db in
            try AISettingsRecord.fetchOne(db)?.configuration() ?? .default
        }
    }

    @discardableResult
    public func updateAIConfiguration(_ change: @escaping @Sendable (inout AIConfiguration) throws -> Void) async throws -> AIConfiguration {
        try await writer.write { db in
            var configuration = try AISettingsRecord.fetchOne(db)?.configuration() ?? .default
            try change(&configuration)
            let record = AISettingsRecord(try Self.checked(configuration))
            try record.save(db)
            return try record.configuration()
        }
    }

    private static func checked(_ configuration: AIConfiguration) throws -> AIConfiguration {
        var clean = configuration
        clean.baseURL = try EndpointPolicy.validated(configuration.baseURL)
        clean.model = try UserText.clean(configuration.model, field: "Model", maxLength: 200)
        clean.timeout = try AIConfiguration.validatedTimeout(configuration.timeout)
        clean.maxTokens = try AIConfiguration.validatedMaxTokens(configuration.maxTokens)
        clean.temperature = try AIConfiguration.validatedTemperature(configuration.temperature)
        return clean
    }
}
