import Foundation
import Testing

@testable import LunchBoxCore

/// Play's toasts keep what was earned and are worded where they are shown: English says
/// what LunchBox always said, the other languages their own words, and news stored as
/// English text by an older LunchBox is still shown as it was.
@Suite("Play's words")
struct PlayWordingTests {
    private static let wordings = Wordings()
    private static let monday = CalendarDay(year: 2026, month: 11, day: 23)!

    /// Every kind of news, as the rules make it.
    private static let events: [PlayNews.Event] =
        Badge.allCases.map { .badgeUnlocked($0) } + [.levelReached(2), .levelReached(12)]
        + PlayMetric.allCases.flatMap { metric in
            [PlayNews.Event.challengeDone(metric: metric, goal: 5, period: .weekly, points: 750)]
                + ([.checkIns, .ideas, .meatFreeMealsPlanned].contains(metric) ? [] : [.challengeDone(metric: metric, goal: 1, period: .daily, points: 100)])
        }

    @Test func englishToastsSayWhatTheyAlwaysSaid() {
        let english = Self.wordings[.english]
        for event in Self.events {
            let news = PlayNews(number: 1, event: event)
            #expect(news.text(english) == news.englishText, "\(event)")
        }
        let badge = PlayNews(number: 1, event: .badgeUnlocked(.firstIdea))
        #expect(badge.text(english) == "Badge unlocked: 💡 First idea (common)")
        let challenge = PlayNews(number: 2, event: .challengeDone(metric: .ideas, goal: 5, period: .daily, points: 100))
        #expect(challenge.text(english) == "Challenge done: Get 5 ideas today (+100 points)")
        #expect(PlayNews(number: 3, event: .levelReached(2)).text(english) == "Level 2! 🎉")
    }

    @Test func toastsAreWordedInTheReadersLanguage() {
        let badge = PlayNews(number: 1, event: .badgeUnlocked(.firstIdea))
        let challenge = PlayNews(number: 2, event: .challengeDone(metric: .ideas, goal: 5, period: .daily, points: 100))
        let german = Self.wordings[.german]
        #expect(badge.text(german) == "Abzeichen freigeschaltet: 💡 Erste Idee (häufig)")
        #expect(challenge.text(german).hasPrefix("Herausforderung geschafft: ") && challenge.text(german).hasSuffix("(+100 Punkte)"))
        #expect(challenge.text(Self.wordings[.french]).hasPrefix("Défi réussi : "))
        #expect(PlayNews(number: 3, event: .levelReached(4)).text(Self.wordings[.spanish]) == "¡Nivel 4! 🎉")
        for language in Language.allCases where language != .english {
            let words = Self.wordings[language]
            for event in Self.events {
                let news = PlayNews(number: 1, event: event)
                #expect(!news.text(words).contains("play") && news.text(words.marking).hasPrefix("⟦"), "\(language) \(event)")
                // German says "Level" too.
                if case .levelReached = event, language == .german { continue }
                #expect(news.text(words) != news.englishText, "\(language) \(event)")
            }
        }
    }

    /// Stored as what happened with its English beside it; news an older LunchBox stored as
    /// English text only is shown as it was, in every language.
    @Test func newsIsStoredAsWhatHappenedAndOldTextIsStillRead() throws {
        for event in Self.events {
            let news = PlayNews(number: 7, event: event)
            let data = try JSONEncoder().encode(news)
            #expect(try JSONDecoder().decode(PlayNews.self, from: data) == news)
            let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(json["text"] as? String == news.englishText && json["kind"] is String)
        }
        let old = try JSONDecoder().decode(PlayNews.self, from: Data(#"{"number":3,"text":"Badge unlocked: ⭐ First favorite (common)"}"#.utf8))
        #expect(old == PlayNews(number: 3, event: .text("Badge unlocked: ⭐ First favorite (common)")))
        #expect(old.text(Self.wordings[.german]) == "Badge unlocked: ⭐ First favorite (common)")
        #expect(String(decoding: try JSONEncoder().encode(old), as: UTF8.self).contains("First favorite"))
    }

    /// One line says what an action earned, for the play page and `lunchbox play` alike.
    @Test func whatAnActionEarnedIsOneLineInTheReadersLanguage() {
        var progress = PlayProgress(points: 960)
        let rules = PlayRules(playerSeed: "wording")
        let ideas = [IdeaQuality(kitchenItemsUsed: 1, usesUseSoonItem: false, onlyKitchenItems: false, passesDietaryGuard: true)]
        let change = rules.apply(.ideasGenerated(ideas), on: Self.monday, week: Self.monday...Self.monday.adding(days: 6), to: &progress)
        #expect(change.summary(Self.wordings[.english]) == "+60 points · Badge unlocked: 💡 First idea (common) · Level 2!")
        #expect(change.summary(Self.wordings[.german]) == "+60 Punkte · Abzeichen freigeschaltet: 💡 Erste Idee (häufig) · Level 2!")
        #expect(change.summary(Self.wordings[.swedish])?.hasPrefix("+60 poäng · Märke upplåst: 💡 ") == true)
        #expect(PlayChange.none.summary(Self.wordings[.english]) == nil)
        #expect(progress.news.map(\.event) == [.badgeUnlocked(.firstIdea), .levelReached(2)])
    }
}
