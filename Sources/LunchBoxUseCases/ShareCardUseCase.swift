import Foundation
import LunchBoxCore

/// Share cards: an idea (a favorite, or one of the recent ideas by id or by number as
/// `IdeaBatch.numbered` counts) drawn in a style, as SVG or PNG, with a file name.
public struct ShareCardUseCase: Sendable {
    /// Which idea a card shows.
    public enum Source: Equatable, Sendable {
        case favorite(UUID)
        /// A recent idea, else a favorite with this id (as the idea page finds it).
        case idea(UUID)
        /// Idea number N of the most recent batch.
        case ideaNumber(Int)
    }

    /// The chosen chef persona's name and emoji, when there is one.
    public typealias PersonaLookup = @Sendable () async throws -> (name: String, emoji: String)?

    private let favorites: FavoritesUseCase
    private let ideas: IdeasUseCase
    private let rasterizer: any CardRasterizer
    private let persona: PersonaLookup
    /// The idea's nutrition as a card line ("≈ 420 kcal · 21 g protein · …").
    private let nutrition: @Sendable (LunchBoxIdea) -> String?

    init(
        favorites: FavoritesUseCase, ideas: IdeasUseCase, rasterizer: any CardRasterizer, persona: @escaping PersonaLookup = { nil },
        nutrition: @escaping @Sendable (LunchBoxIdea) -> String? = { _ in nil }
    ) {
        self.favorites = favorites
        self.ideas = ideas
        self.rasterizer = rasterizer
        self.persona = persona
        self.nutrition = nutrition
    }

    /// The card for `source` in `style`; `IdeasError.favoriteNotFound`,
    /// `.ideaNotFound` or `.noIdeaNumbered` when there is no such idea.
    public func card(for source: Source, style: ShareCardStyle) async throws -> ShareCard {
        let idea: LunchBoxIdea
        switch source {
        case .favorite(let id): idea = try await favorites.favorite(id: id)
        case .idea(let id): idea = try await ideas.idea(id: id)
        case .ideaNumber(let number): idea = try await ideas.idea(number: number)
        }
        let chef = try await persona()
        var card = ShareCard(idea: idea, style: style, personaName: chef?.name, personaEmoji: chef?.emoji)
        card.nutritionLine = nutrition(idea)
        return card
    }

    /// The card as a file to send or save.
    public func file(for source: Source, style: ShareCardStyle, format: ShareCardFormat) async throws -> ShareCardFile {
        let card = try await card(for: source, style: style)
        let svg = ShareCardSVG().document(for: card)
        let data: Data
        switch format {
        case .svg: data = Data(svg.utf8)
        case .png: data = try await rasterizer.png(fromSVG: svg, width: ShareCard.width, height: ShareCard.height)
        }
        return ShareCardFile(data: data, contentType: format.contentType, fileName: card.fileName(format: format))
    }
}

/// A drawn share card: its bytes, their media type and a safe file name.
public struct ShareCardFile: Equatable, Sendable {
    public let data: Data
    /// "image/png" or "image/svg+xml".
    public let contentType: String
    /// ASCII letters, digits, dashes and one dot: safe in a Content-Disposition header.
    public let fileName: String
}
