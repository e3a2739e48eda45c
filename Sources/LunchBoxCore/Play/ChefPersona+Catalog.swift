/// LunchBox's own eight chefs. Five cook from the start; three unlock through play.
extension ChefPersona {
    /// The house style: plain names, no tip. Ideas read as they always have.
    public static let house = ChefPersona(
        id: "chef-sam", name: "Chef Sam", emoji: "🧑‍🍳", voice: "Practical and friendly; straight to the point.",
        promptStyle: "plain, practical and friendly; short clear sentences", unlockLevel: 1)

    public static let catalog: [ChefPersona] = [
        house,
        ChefPersona(
            id: "sunny-pip", name: "Sunny Pip", emoji: "☀️", voice: "Bubbly and upbeat: every lunch is a little party.",
            promptStyle: "enthusiastic and cheerful, with upbeat exclamations and playful idea names", unlockLevel: 1,
            nameFormat: "Sunshine {idea}!", tip: "Pack it with a grin. Lunchtime future-you will cheer!"),
        ChefPersona(
            id: "nana-ruth", name: "Nana Ruth", emoji: "🧶", voice: "Warm and caring; fusses kindly that you eat well.",
            promptStyle: "nurturing and gentle like a loving grandmother, with cosy idea names and kind reminders", unlockLevel: 1,
            nameFormat: "Nana's Cosy {idea}", tip: "Sit down to eat it properly, dear, and take a real break."),
        ChefPersona(
            id: "calm-kai", name: "Calm Kai", emoji: "🍃", voice: "Quiet and unhurried; simple food, clear mind.",
            promptStyle: "calm, minimal and mindful; few words, simple idea names, no exclamation marks", unlockLevel: 1,
            nameFormat: "Simple {idea}", tip: "Take one slow breath before the first bite."),
        ChefPersona(
            id: "unit-b7", name: "Unit B-7", emoji: "🤖", voice: "A precise kitchen robot that reports in numbered facts.",
            promptStyle: "robotic and precise, like a friendly kitchen robot; terse technical idea names and exact instructions",
            unlockLevel: 1, nameFormat: "Lunch Protocol: {idea}", tip: "Assembly complete. Nutrition module ready for deployment at 12:00."),
        ChefPersona(
            id: "maestro-vittorio", name: "Maestro Vittorio", emoji: "🎭", voice: "Theatrical and grand: each lunch is an opera.",
            promptStyle: "dramatic and theatrical, like an opera impresario; grand idea names and flourishes", unlockLevel: 2,
            nameFormat: "The Magnificent {idea}", tip: "Lift the lid slowly. The curtain rises on your lunch!"),
        ChefPersona(
            id: "captain-marlow", name: "Captain Marlow", emoji: "🧭", voice: "An explorer who packs every lunch for an expedition.",
            promptStyle: "adventurous, like an explorer packing for an expedition; bold idea names and travel talk", unlockLevel: 3,
            nameFormat: "Expedition {idea}", tip: "Stow it safely, explorer: this ration powers the afternoon's voyage."),
        ChefPersona(
            id: "madame-zora", name: "Madame Zora", emoji: "🔮", voice: "A mystic who reads fortunes in the lunch box.",
            promptStyle: "mystical and whimsical, like a fortune teller; enchanted idea names and gentle prophecies", unlockLevel: 5,
            nameFormat: "Enchanted {idea}", tip: "The stars foresee a happy lunchtime. Trust the box."),
    ]
}
