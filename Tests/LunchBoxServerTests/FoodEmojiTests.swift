import LunchBoxCore
import LunchBoxTesting
import Testing

@testable import LunchBoxServer

@Suite("Food pictures")
struct FoodEmojiTests {
    @Test func knownFoodsGetTheirOwnPictureOthersTheirCategorysAndUnknownATin() throws {
        let pictures = FoodEmoji(lexicon: try KitchenGenerators.lexicon())
        #expect(pictures.emoji(for: "eggs") == "🥚")
        #expect(pictures.emoji(for: "3 large eggs") == "🥚")
        #expect(pictures.emoji(for: "aubergine") == "🍆")
        #expect(pictures.emoji(for: "chicken breast") == "🍗")
        #expect(pictures.emoji(for: "kale") == "🥦")
        #expect(pictures.emoji(for: "greek yogurt") == "🥛")
        #expect(pictures.emoji(for: "feta") == "🧀")
        #expect(pictures.emoji(for: "flux capacitor") == "🥫")
        // Issue 38, item 6: a typed emoji is the picture; pizza and ham have their own.
        #expect(pictures.emoji(for: "🥑") == "🥑")
        #expect(pictures.emoji(for: "🍕 pizza slices") == "🍕")
        #expect(pictures.emoji(for: "pepperoni pizza") == "🍕")
        #expect(pictures.emoji(for: "ham") == "🍖")
        #expect(pictures.emoji(for: "2 wraps #3") == "🫓")
    }

    @Test func everyPictureNamesALexiconFood() throws {
        let lexicon = try KitchenGenerators.lexicon()
        for name in FoodEmoji.namedFoods {
            #expect(lexicon.foods.contains { $0.name == name }, "\(name) is not a canonical lexicon name")
        }
    }
}

@Suite("Idea pictures")
struct IdeaEmojiTests {
    @Test(arguments: [
        ("Egg & Cherry Tomato Wrap", "🌯"), ("Chicken Sandwich", "🥪"), ("Rice Balls", "🍙"), ("Chicken Bento Box", "🍱"),
        ("Tuna Pasta Salad", "🍝"), ("Veggie Quesadillas", "🌮"), ("Lentil Soup Flask", "🍲"), ("Apple Overnight Oats", "🥣"),
        ("Mystery Lunch", "🍽️"), ("Boxer's Delight", "🍽️"),
    ])
    func theNameSaysWhichPicture(name: String, emoji: String) {
        #expect(IdeaEmoji.emoji(for: name) == emoji)
    }
}
