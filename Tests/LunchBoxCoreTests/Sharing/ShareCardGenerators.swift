import LunchBoxCore
import PropertyBased

/// Text an idea could carry from an AI reply or a person's typing at its worst: markup,
/// entities, control characters, bidirectional overrides, non-characters, emoji
/// sequences, combining marks, other scripts and very long words.
enum ShareCardGenerators {
    static let fragments = [
        "<", ">", "&", "\"", "'", "]]>", "<!--", "-->", "<script>alert(1)</script>", "&amp;", "&#0;", "<![CDATA[", "<?xml ?>",
        "\u{0}", "\u{1}", "\u{7}", "\u{8}", "\u{B}", "\u{1B}[31m", "\u{7F}", "\u{85}", "\u{9F}", "\u{202E}", "\u{2066}", nonCharacter(0xFFFE), nonCharacter(0xFFFF), nonCharacter(0xFDD0),
        "\u{2028}", "\u{00A0}", "\t", "\n", "\r\n", "  ", "👩‍👩‍👧‍👦", String(repeating: "👩‍", count: 12) + "👦", "🇸🇪", "🥪", "e\u{301}\u{302}\u{303}\u{304}", "寿司", "سلطة", "ки", "Ω",
        String(repeating: "W", count: 60), String(repeating: "m", count: 90), "MMMMMMMMMMMMMMMMMMMMMMMMM", "%@%@", "@@@@@@@@@@",
        "cheese", "wrap", "Tomato", "and", "with", "(40 g)",
    ]

    /// Swift literals refuse Unicode non-characters; text from outside can still hold them.
    static func nonCharacter(_ value: UInt32) -> String {
        Unicode.Scalar(value).map { String(Character($0)) } ?? ""
    }

    static var hostileText: Generator<String, some SendableSequenceType> {
        zip(Gen.element(of: fragments).compactMap { $0 }.array(of: 0...30), Gen.bool).map { pieces, spaced in pieces.joined(separator: spaced ? " " : "") }
    }

    static var style: Generator<ShareCardStyle, some SendableSequenceType> {
        Gen.element(of: ShareCardStyle.allCases).compactMap { $0 }
    }

    /// Cards with and without the nutrition line, the longest figures it can show included.
    static var card: Generator<ShareCard, some SendableSequenceType> {
        zip(cardWithoutNutrition, Gen.element(of: [nil, "≈ 420 kcal · 21 g protein · 48 g carbs · 15 g fat · 6 g fibre", "≈ 12345 kcal · 999 g protein · 1999 g carbs · 999 g fat · 199 g fibre"]))
            .map { card, line in
                var card = card
                card.nutritionLine = line ?? nil
                return card
            }
    }

    static var cardWithoutNutrition: Generator<ShareCard, some SendableSequenceType> {
        zip(hostileText, hostileText.array(of: 0...12), hostileText.array(of: 0...8), hostileText.optional(valueRate: 0.6), hostileText.optional(valueRate: 0.6), style)
            .map { title, ingredients, steps, personaName, personaEmoji, style in
                ShareCard(title: title, ingredients: ingredients, steps: steps, personaName: personaName, personaEmoji: personaEmoji, style: style)
            }
    }
}
