/// Photo to ideas in one vision call: the model lists the foods it sees and suggests
/// ideas with them, in one reply: `{"seen":[{"name","confidence","quantity"}],"ideas":[…]}`.
/// The listing rules are the photo scan's and the idea rules the prompt builder's, so
/// both flows ask the same way.
public enum PhotoIdeasPrompt {
    public static func prompt(
        images: [ChatImage], builder: PromptBuilder, kitchen: [InventoryItem], preferences: DietaryPreferences, today: CalendarDay?, wishes: IdeaWishes
    ) -> ChatPrompt {
        let shape = #"{"seen":[{"name":"apple","confidence":0.9,"quantity":"3"}],"ideas":[\#(PromptBuilder.ideaShape)]}"#
        let seen = [
            "In \"seen\": \(FoodPhotoReply.listingRules)",
            "In \"ideas\": ideas made mainly from the foods you saw. If there is no food in the photo, answer {\"seen\":[],\"ideas\":[]}.",
        ]
        let request = builder.userMessage(items: kitchen, preferences: preferences, today: today, wishes: wishes, heading: "Also in the kitchen:")
        return ChatPrompt(
            system: builder.systemMessage(shape: shape, wishes: wishes, extra: seen),
            user: "Which foods are in this photo, and what can I make with them?\n" + request, images: images,
            reply: schema(maximumIdeas: builder.maximumIdeas))
    }

    public static func schema(maximumIdeas: Int) -> ReplySchema {
        func reply(lengths: Bool) -> JSONValue {
            [
                "type": "object",
                "properties": [
                    "seen": FoodPhotoReply.itemList(lengths: lengths),
                    // Zero ideas is how a model says the photo shows no food.
                    "ideas": IdeaReplySchema.ideaList(minimumIdeas: 0, maximumIdeas: maximumIdeas, lengths: lengths),
                ],
                "required": ["seen", "ideas"],
                "additionalProperties": false,
            ]
        }
        return ReplySchema(name: "foods_and_ideas", strict: reply(lengths: false), grammar: reply(lengths: true))
    }
}
