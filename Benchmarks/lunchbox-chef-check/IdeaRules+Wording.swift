import Foundation
import LunchBoxCore

/// Rules on how an idea is written: amounts read as food, ingredients no step uses, steps
/// that use food the list does not name, and persona sentences posing as steps.
extension IdeaRules {
    func wordingFaults(_ reading: IdeaReading) -> [(FaultKind, String)] {
        var found: [(FaultKind, String)] = []
        for line in reading.lines {
            let first = line.words.first ?? ""
            let last = line.words.last ?? ""
            if (CheckerKnowledge.quantityWords.contains(first) || words.nameQuantityWords.contains(first)) || CheckText.isNumber(first) || last.hasPrefix("x") && CheckText.isNumber(last) {
                found.append((.quantityWord, "line: \(line.text)"))
            }
            if !reading.steps.contains(where: { line.isNamed(in: $0.words) }) {
                found.append((.unusedIngredient, line.label))
            }
        }
        for step in reading.steps {
            if step.words.contains(where: { $0.hasPrefix("x") && CheckText.isNumber($0) }) {
                found.append((.quantityWord, "step: \(step.text)"))
            }
            if step.text.contains(" says: ") || step.text.hasSuffix("!") && !reading.lines.contains(where: { $0.isNamed(in: step.words) }) {
                found.append((.cannedStep, step.text))
            }
            let listed = reading.foodNames
            for mention in kitchen.lexicon.mentions(in: step.text) {
                let name = mention.food.name
                guard !listed.contains(name), !words.notFood.contains(mention.matchedName), !Self.staples.contains(name) else { continue }
                // A family word for a listed food ("the cheese" for cheddar) is the same food.
                if mention.food.form != nil, reading.lines.contains(where: { $0.food?.form == mention.food.form }), CheckerKnowledge.familyNames.contains(name) || name == "cheese" {
                    continue
                }
                if reading.lines.contains(where: { CheckText.contains(mention.matchedName, in: $0.words) }) { continue }
                // German says "Nudeln" for pasta and noodles alike.
                if words.language == .german, name == "pasta", reading.lines.contains(where: { [.pasta, .noodles].contains($0.food?.form) }) { continue }
                // A German step mixes listed foods with "mit" ("Thunfisch mit Mayonnaise vermengen"),
                // which is also the name of the mix.
                if words.language == .german,
                    CheckText.words(mention.matchedName).filter({ !["mit", "und"].contains($0) }).allSatisfy({ part in
                        reading.lines.contains { $0.isNamed(in: [part]) }
                    })
                {
                    continue
                }
                found.append((.unlistedFood, "\(mention.matchedName) in: \(step.text)"))
            }
        }
        return found
    }

    static let staples: Set<String> = ["salt", "black pepper", "oil", "olive oil", "water"]
}
