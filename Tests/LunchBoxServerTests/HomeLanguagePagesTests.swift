import Foundation
import HTTPTypes
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases
import Testing

@testable import LunchBoxServer

/// Settings, preferences, the household, Play, favorites, login, trust and the error page
/// speak the reader's language: rendered with every phrase marked ⟦ ⟧ (and the person's
/// data marked too), no word of their own is left (`LanguagePagesTests.unmarkedWords`).
@Suite("Settings and household pages in the reader's language")
struct HomeLanguagePagesTests {
    private static let wordings = Wordings()
    private static let today = CalendarDay(year: 2026, month: 11, day: 23)!

    @Test func aGermanBrowserMeetsTheseHomePagesInGerman() async throws {
        try await TestApp.run { client, database in
            let german: HTTPFields = [.acceptLanguage: "de-DE, de;q=0.9"]
            let settings = try await client.raw(.get, "/settings", headers: german)
            #expect(settings.text.contains("<h1>Einstellungen</h1>"))
            #expect(settings.text.contains("Schlüssel für den KI-Dienst"))
            let preferences = try await client.raw(.get, "/preferences", headers: german)
            #expect(preferences.text.contains("Glutenfrei"))
            #expect(preferences.text.contains("Nahöstlich"))
            let household = try await client.raw(.get, "/household", headers: german)
            #expect(household.text.contains("Mitglied hinzufügen"))
            let favorites = try await client.raw(.get, "/favorites", headers: german)
            #expect(favorites.text.contains("Noch keine Lieblingsideen."))
            let play = try await client.raw(.get, "/play", headers: german)
            #expect(play.text.contains("Herausforderungen"))
            #expect(play.text.contains("Eingecheckt: +50 Punkte"))
            // A flash set by a form is in the reader's language too.
            try await client.get("/inventory")
            let saved = try await client.raw(
                .post, "/preferences",
                headers: [.contentType: "application/x-www-form-urlencoded", .cookie: client.csrfCookie ?? "", .acceptLanguage: "de"],
                body: ByteBuffer(string: "csrf=\(client.csrfToken ?? "")&vegetarian=on"))
            let flash = KitchenPagesTests.flashCookie(saved).removingPercentEncoding ?? ""
            #expect(flash.contains("Gespeichert: Ideen sind ab jetzt vegetarisch."))
            // English readers see what they always saw.
            #expect(try await client.raw(.get, "/settings").text.contains("AI service key"))
            _ = database
        }
    }

    @Test func dietsAndAllergiesAreListedInTheReadersLanguage() {
        let needs = DietaryPreferences([.vegetarian, .nutFree], avoids: [.sesame, .egg])
        #expect(needs.activeSummary(Self.wordings[.english]) == needs.activeSummary)
        #expect(needs.activeSummary(Self.wordings[.german]) == "vegetarisch und nussfrei, ohne Ei oder Sesam")
        #expect(Self.wordings[.french].and(["a", "b", "c"]) == "a, b et c")
        #expect(Self.wordings[.english].and(["a", "b", "c"]) == EnglishList.and(["a", "b", "c"]))
        #expect(DietaryPreferences.none.activeSummary(Self.wordings[.swedish]) == nil)
    }

    @Test func theseHomePagesTakeEveryWordFromTheCatalog() throws {
        for language in Language.allCases {
            let words = Self.wordings[language].marking
            for page in Self.pages(words) {
                let chrome = PageChrome(title: page.title(words), section: page.section, words: words, csrf: "token", flash: Flash(kind: .success, message: "⟦done⟧"))
                let html = Layout.page(chrome, scripts: page.scripts, content: page.content(csrf: "token", words: words)).description
                let unmarked = LanguagePagesTests.unmarkedWords(in: Self.withoutData(html))
                #expect(unmarked.isEmpty, "\(language) \(type(of: page)): \(unmarked)")
            }
        }
    }

    /// Every page and state converted, with the person's data marked.
    private static func pages(_ words: Wording) -> [any Page] {
        let member = HouseholdMember(name: "⟦Sam⟧", createdAt: Date(), diets: DietaryPreferences([.vegan], avoids: [.sesame]))
        let lazy = HouseholdMember(name: "⟦Alex⟧", createdAt: Date(), packFor: false)
        let trust = TrustPage.Guide.allCases.flatMap { guide in
            [true, false].map { https in
                TrustPage(guide: guide, offersAuthority: https, isHTTPS: https, addresses: guide == .overview ? addresses(https) : nil, drawsCode: https)
            }
        }
        let local = TrustPage(
            guide: .overview, offersAuthority: true, isHTTPS: true,
            addresses: HouseholdAddresses(scheme: "https", listenHost: "127.0.0.1", requestHost: nil, port: 8443, networkAddresses: []), drawsCode: false)
        let unreachable = TrustPage(
            guide: .overview, offersAuthority: true, isHTTPS: true,
            addresses: HouseholdAddresses(scheme: "https", listenHost: "0.0.0.0", requestHost: nil, port: 8443, networkAddresses: []), drawsCode: false)
        let logins: [any Page] = [nil, LoginPage.Failure.wrong, .wrongThrottled, .refused].map { LoginPage(next: "/inventory", failure: $0) }
        return logins + [
            ErrorPage(title: "⟦Not found⟧", message: "⟦Gone.⟧"),
            FavoritesPage(favorites: []),
            FavoritesPage(favorites: favorites(words)),
            PreferencesPage(current: DietaryPreferences([.glutenFree]), ideas: ideaPreferences(words), words: words),
            HouseholdPage(members: []),
            HouseholdPage(members: [member, lazy]),
            settings(words, diets: nil, keyFromEnvironment: false),
            settings(words, diets: "⟦vegan⟧", keyFromEnvironment: true),
            play(words),
            local, unreachable,
        ] + trust
    }

    private static func favorites(_ words: Wording) -> [FavoriteRow] {
        let saved = Date(timeIntervalSince1970: 1_795_000_000)
        return [IdeaOrigin.offlineChef, .ai(model: "⟦gpt⟧"), IdeaOrigin(engine: .ai), IdeaOrigin(engine: .onDevice), nil].map { origin in
            FavoriteRow(FavoriteSummary(id: UUID(), name: "⟦Wrap⟧", savedAt: saved, origin: origin), words: words, timeZone: TimeZone(identifier: "Europe/Berlin")!)
        }
    }

    private static func ideaPreferences(_ words: Wording) -> IdeaPreferencesView {
        let chef = ChefPersona(id: "⟦chef⟧", name: "⟦Chef⟧", emoji: "🧑‍🍳", voice: "⟦Plain.⟧", promptStyle: "plain", unlockLevel: 1)
        let choices =
            ChefPersona.catalog.map { PersonaChoice(persona: renamed($0), isAvailable: $0.unlockLevel == 1, isChosen: false) }
            + [PersonaChoice(persona: chef, isAvailable: true, isChosen: true)]
        return IdeaPreferencesView(preferences: IdeaPreferences(), personas: choices, words: words)
    }

    /// A persona with its name marked: names are the characters' own, in every language.
    private static func renamed(_ persona: ChefPersona) -> ChefPersona {
        ChefPersona(id: persona.id, name: "⟦\(persona.name)⟧", emoji: persona.emoji, voice: persona.voice, promptStyle: persona.promptStyle, unlockLevel: persona.unlockLevel)
    }

    private static func settings(_ words: Wording, diets: String?, keyFromEnvironment: Bool) -> SettingsPage {
        let presets = AIProviderPreset.allCases.map {
            SettingsPage.Preset(id: $0.rawValue, title: "⟦\($0.title)⟧", baseURL: "⟦url⟧", model: "⟦model⟧", hint: words("settings.presets.hint.\($0.rawValue)"), current: $0 == .openAI)
        }
        let state = SettingsPageState(
            baseURL: "", model: "", preset: nil, hasKey: true, keyEndsWith: "⟦…1234⟧", keyFromEnvironment: keyFromEnvironment, keyError: "⟦unreadable⟧")
        let states: [RecognizerStatus.State] = [.ready, .untried, .off, .unavailable]
        let recognizers = zip(RecognizerKind.allCases, states + states).map { kind, state in
            ScanSettingsView.Recognizer(
                kind: kind.rawValue, title: words("settings.recognizer.\(kind.rawValue)"), on: true, state: ScanSettingsView.stateText(state, words: words), detail: "⟦detail⟧")
        }
        let scanning = ScanSettingsView(
            recognizers: recognizers, threshold: "0.6", minimumThreshold: "0.3", maximumThreshold: "0.95", visionModel: "", onlineProductLookup: true)
        return SettingsPage(
            diets: diets, keyStatus: state.keyStatus(words), hasKey: true, keyFromEnvironment: keyFromEnvironment, keyError: state.keyError, endpointError: "⟦bad url⟧",
            baseURL: "", model: "", presets: presets, scanning: scanning, language: LanguageChooserView(chosen: .german),
            backups: (words("settings.backups.noneYet"), BackupRetention()), privacy: (PrivacyNotice.title(words), PrivacyNotice.paragraphs(words)), moving: true)
    }

    private static func play(_ words: Wording) -> PlayPage {
        let player = HouseholdMember(name: "⟦Sam⟧", createdAt: Date())
        let progress = PlayProgress(
            points: 1_250, streak: Streak(length: 3, lastDay: today, longest: 8), badges: [BadgeUnlock(badge: .firstIdea, day: today)])
        let board = HouseholdBoard.rank([(player, progress), (HouseholdMember(name: "⟦Alex⟧", createdAt: Date()), .empty)], current: player.id)
        let summary = PlaySummary(
            player: player, progress: progress, today: today, week: today...today.adding(days: 6), timeZone: "Europe/Berlin", board: board)
        let challenge = Challenge(period: .weekly, metric: .shares, goal: 2, points: 400, title: "Share 2 ideas this week", days: today...today.adding(days: 6))
        let earned = PlayChange(
            awards: [.init(reason: "Daily check-in", points: 50)], badgesUnlocked: [.firstIdea], challengesCompleted: [challenge], levelBefore: 1, levelAfter: 2)
        return PlayPage(summary: summary, justEarned: earned, words: words)
    }

    private static func addresses(_ https: Bool) -> HouseholdAddresses {
        HouseholdAddresses(
            scheme: https ? "https" : "http", listenHost: "0.0.0.0", requestHost: nil, port: 8443, networkAddresses: ["192.168.1.20", "10.0.0.2"])
    }

    /// The page without what is not words: commands in `<code>`, addresses shown as links,
    /// the time zone's name, an API key's shape, and each language's own name in the
    /// language chooser.
    private static func withoutData(_ html: String) -> String {
        html.replacing(/<code>[^<]*<\/code>/, with: "")
            .replacing(#"placeholder="sk-…""#, with: "")
            .replacing(/https?:\/\/[0-9.:\[\]]+\//, with: "")
            .replacing(/<option value="[a-z]{2}"[^>]* lang="[a-z]{2}">[^<]*<\/option>/, with: "")
            .replacing("Europe/Berlin", with: "")
    }
}
