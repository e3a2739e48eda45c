import Foundation
import LunchBoxStorage
import LunchBoxTesting
import PropertyBased
import Testing

@testable import LunchBoxCore

@Suite("Favorites and preferences properties")
struct FavoritesPropertiesTests {
    static let start = Date(timeIntervalSince1970: 1_795_000_000)

    /// Ideas with distinct save times, in the order they are saved.
    static var savedIdeas: Generator<[(LunchBoxIdea, Date)], some SendableSequenceType> {
        zip(Generators.ideas(1...10), Gen.int(in: 1...100_000).array(of: 10)).map { ideas, gaps in
            var time = start
            return ideas.enumerated().map { index, idea in
                time = time.addingTimeInterval(Double(gaps[index]) / 7)
                return (idea, time)
            }
        }
    }

    // Feature: lunchbox-prep, Property 16: For any DietaryPreferences value, saving it via PreferencesStore.save() and then loading it in a fresh PreferencesStore instance should produce an equal value.
    @Test func preferencesSurviveAReopen() async throws {
        let folder = try TemporaryDirectory()
        await propertyCheck(count: 100, input: Generators.dietaryPreferences) { preferences in
            let path = folder.file("\(UUID().uuidString).sqlite").path
            try await AppDatabase.open(path: path).saveDietaryPreferences(preferences)
            let reopened = try AppDatabase.open(path: path)
            #expect(try await reopened.dietaryPreferences() == preferences)
        }
    }

    // Feature: lunchbox-prep, Property 19: For any LunchBoxIdea, calling FavoritesStore.save(_:) should result in an item with the same id and name appearing in FavoritesStore.favorites.
    @Test func savedIdeaAppearsInFavorites() async throws {
        await propertyCheck(count: 100, input: Generators.idea, Generators.ideas(0...5)) { idea, others in
            let database = try AppDatabase.inMemory()
            for other in others { try await database.saveFavorite(other, at: Self.start) }
            try await database.saveFavorite(idea, at: Self.start.addingTimeInterval(1))
            let favorites = try await database.favorites()
            #expect(favorites.contains { $0.id == idea.id && $0.name == idea.name })
        }
    }

    // Feature: lunchbox-prep, Property 20: For any sequence of LunchBoxIdea values saved to FavoritesStore at distinct times, favorites should be ordered so that the most recently saved idea appears first.
    @Test func favoritesAreNewestFirst() async throws {
        await propertyCheck(count: 100, input: Self.savedIdeas, Gen.int(in: 0...1_000)) { saved, shuffleSeed in
            let database = try AppDatabase.inMemory()
            // Saved in a scrambled order; the list must still be by save time.
            var generator = SeededRandom(seed: UInt64(shuffleSeed))
            for (idea, date) in saved.shuffled(using: &generator) {
                try await database.saveFavorite(idea, at: date)
            }
            let favorites = try await database.favorites()
            #expect(favorites.count == saved.count)
            for (newer, older) in zip(favorites, favorites.dropFirst()) {
                #expect(try #require(newer.savedAt) >= #require(older.savedAt))
            }
            #expect(favorites.first?.id == saved.max { $0.1 < $1.1 }?.0.id)
        }
    }

    // Feature: lunchbox-prep, Property 21: For any FavoritesStore containing at least one idea, calling delete(id:) with a valid id should result in that idea no longer appearing in favorites, and the count decreasing by exactly one.
    @Test func deletingRemovesExactlyThatFavorite() async throws {
        await propertyCheck(count: 100, input: Self.savedIdeas, Gen.int(in: 0...100)) { saved, pick in
            let database = try AppDatabase.inMemory()
            for (idea, date) in saved { try await database.saveFavorite(idea, at: date) }
            let victim = saved[pick % saved.count].0
            let before = try await database.favorites()
            #expect(try await database.deleteFavorite(id: victim.id)?.id == victim.id)
            let after = try await database.favorites()
            #expect(after.count == before.count - 1)
            #expect(!after.contains { $0.id == victim.id })
            #expect(after.map(\.id) == before.map(\.id).filter { $0 != victim.id })
        }
    }

    // Feature: lunchbox-prep, Property 22: For any set of LunchBoxIdea values saved to disk by FavoritesStore, creating a new FavoritesStore instance and calling load() should produce a favorites array equal (by id and content) to the original saved set.
    @Test func favoritesSurviveAReopen() async throws {
        let folder = try TemporaryDirectory()
        await propertyCheck(count: 100, input: Self.savedIdeas) { saved in
            let path = folder.file("\(UUID().uuidString).sqlite").path
            let database = try AppDatabase.open(path: path)
            var stored: [LunchBoxIdea] = []
            for (idea, date) in saved { stored.append(try await database.saveFavorite(idea, at: date).idea) }
            let reloaded = try await AppDatabase.open(path: path).favorites()
            #expect(Set(reloaded) == Set(stored))
            #expect(reloaded.map(\.id) == stored.sorted { $0.savedAt! > $1.savedAt! }.map(\.id))
            for (original, (idea, _)) in zip(stored, saved) {
                #expect(original.name == idea.name && original.ingredients == idea.ingredients && original.preparationSteps == idea.preparationSteps)
            }
        }
    }
}
