/// Lunches packed in a box or a jar around a carb: bento, bowls, salads, rice balls.
extension LunchFormat {
    static let bowls: [LunchFormat] = [bento, grainBowl, pastaSalad, riceBalls, noodleBox, saladJar, potatoSalad]

    static let bento = LunchFormat(
        id: "bento",
        slots: [
            .needs(.base, .boxCarb), .needs(.main, .main), .needs(.vegetable, .rawVegetable), .may(.fruit, .fruit),
            .may(.extra, .extra),
        ],
        title: { "\($0.titlePair(.main, .vegetable)) Bento Box" },
        steps: { picks, _ in
            var steps = [
                "Pack the \(picks.label(.base)) into the largest compartment of the lunch box.",
                "Add the \(picks.label(.main)) next to it.",
                picks.isBiteSized(.vegetable)
                    ? "Fill another compartment with the \(picks.label(.vegetable))."
                    : "Cut the \(picks.label(.vegetable)) into sticks or bite-sized pieces and fill another compartment.",
            ]
            if picks.has(.fruit) { steps.append("Fill the last space with the \(picks.label(.fruit)).") }
            if picks.has(.extra) { steps.append("Tuck the \(picks.label(.extra)) into a corner as a little extra.") }
            return steps
        }
    )

    static let grainBowl = LunchFormat(
        id: "grain-bowl",
        slots: [
            .needs(.base, .grain), .needs(.main, .main), .needs(.vegetable, .vegetable),
            .may(.secondVegetable, .rawVegetable), .may(.aromatic, .aromatic), .may(.sauce, .dressing),
        ],
        title: { "\($0.titlePair(.main, .vegetable)) \($0.title(.base) ?? "Grain") Bowl" },
        steps: { picks, writer in
            var steps = [
                "Spoon the \(picks.label(.base)) into the bottom of the container.",
                "Arrange \(picks.the(.main, .vegetable, .secondVegetable)) on top in sections.",
            ]
            if picks.has(.aromatic) { steps.append("Scatter over the \(picks.label(.aromatic)), chopped.") }
            if picks.has(.sauce) {
                steps.append("Pack the \(picks.label(.sauce)) in a small pot to pour over at lunchtime.")
            } else {
                if let dressing = writer.dressing() { steps.append("Finish with \(dressing).") }
            }
            return steps
        }
    )

    static let pastaSalad = LunchFormat(
        id: "pasta-salad",
        slots: [
            .needs(.base, .pasta), .needs(.vegetable, .vegetable), .may(.main, .main), .may(.sauce, .dressing),
            .may(.aromatic, .aromatic),
        ],
        title: { "\($0.titlePair(.main, .vegetable)) Pasta Salad" },
        steps: { picks, writer in
            let dressing =
                picks.has(.sauce)
                ? "the \(picks.label(.sauce))"
                : writer.dressing() ?? ""
            var steps = [picks.cutting(.vegetable, .main, verb: "Chop", into: "bite-sized pieces")].compactMap { $0 }
            steps.append("Toss \(picks.the(.vegetable, .main)) with the \(picks.label(.base))" + (dressing.isEmpty ? "." : " and \(dressing)."))
            if picks.has(.aromatic) { steps.append("Stir through the \(picks.label(.aromatic)), chopped.") }
            steps.append("Chill it until you pack it; it tastes even better after an hour in the fridge.")
            return steps
        }
    )

    static let riceBalls = LunchFormat(
        id: "rice-balls",
        slots: [.needs(.base, .rice), .needs(.main, .main), .may(.wrapping, .nori), .may(.sauce, .noodleSauce)],
        title: { "\($0.title(.main) ?? "") Rice Balls" },
        steps: { picks, writer in
            var steps = ["Let the \(picks.label(.base)) cool until you can handle it comfortably."]
            let salt = writer.salt().map { " and rub them with a pinch of \($0)" } ?? ""
            steps.append("Wet your hands\(salt) so the rice doesn't stick.")
            steps.append("Take a handful of rice, press a hollow in the middle, add a little of the \(picks.label(.main)) and shape the rice around it into a firm ball or triangle.")
            if picks.has(.wrapping) { steps.append("Wrap each ball with a strip of \(picks.label(.wrapping)) just before packing.") }
            if picks.has(.sauce) { steps.append("Pack a little \(picks.label(.sauce)) on the side for dipping.") }
            steps.append("Pack them snugly side by side so they keep their shape.")
            return steps
        }
    )

    static let noodleBox = LunchFormat(
        id: "noodle-box",
        slots: [
            .needs(.base, .noodles), .needs(.vegetable, .vegetable), .may(.main, .main), .may(.sauce, .noodleSauce),
            .may(.aromatic, .aromatic),
        ],
        title: { "\($0.titlePair(.main, .vegetable)) Noodle Box" },
        steps: { picks, writer in
            let coating = picks.has(.sauce) ? "the \(picks.label(.sauce))" : (writer.drizzle() ?? "a splash of water")
            var steps = [
                "Toss the \(picks.label(.base)) with \(coating) so they don't clump.",
                "Add \(picks.cut(.vegetable, "thinly sliced", and: .main)).",
            ]
            if picks.has(.aromatic) { steps.append("Finish with the \(picks.label(.aromatic)), chopped.") }
            steps.append("Pack it in a container with a tight lid; it's good cold or warmed through.")
            return steps
        }
    )

    static let saladJar = LunchFormat(
        id: "salad-jar",
        slots: [
            .needs(.main, .main), .needs(.vegetable, .rawVegetable), .needs(.secondVegetable, .rawVegetable),
            .may(.leaves, .leafy), .may(.grain, .grain), .may(.sauce, .dressing),
        ],
        title: { "\($0.titlePair(.main, .vegetable)) Salad Jar" },
        steps: { picks, writer in
            var steps: [String] = []
            if picks.has(.sauce) {
                steps.append("Pour the \(picks.label(.sauce)) into the bottom of a large jar.")
            } else {
                steps.append(writer.dressing().map { "Put \($0) in the bottom of a large jar." } ?? "Take a large jar with a lid.")
            }
            steps.append("Add the sturdy vegetables next: the \(picks.label(.vegetable)), then the \(picks.label(.secondVegetable)).")
            if picks.has(.grain) { steps.append("Add a layer of \(picks.label(.grain)).") }
            steps.append("Add the \(picks.label(.main)).")
            if picks.has(.leaves) { steps.append("Finish with the \(picks.label(.leaves)) at the top so it stays crisp.") }
            steps.append("Seal the jar; at lunchtime shake it or tip it into a bowl.")
            return steps
        }
    )

    static let potatoSalad = LunchFormat(
        id: "potato-salad",
        slots: [
            .needs(.base, .potato), .needs(.vegetable, .rawVegetable), .may(.sauce, .dressing), .may(.main, .main),
            .may(.aromatic, .aromatic),
        ],
        cooksInMethod: [.base],
        title: { "\($0.titlePair(.main, .vegetable)) Potato Salad" },
        steps: { picks, writer in
            let dressing = picks.has(.sauce) ? "the \(picks.label(.sauce))" : writer.drizzle()
            let potato = picks.label(.base)
            let them = picks.pronoun(.base)
            var steps = [
                picks[.base]?.food?.mustCook == true
                    ? "Cut the \(potato) into bite-sized chunks and boil \(them) in \(writer.saltedWater()) for 10-12 minutes until tender; drain and let \(them) cool."
                    : "Cut the \(potato) into bite-sized chunks.",
                "Mix them gently" + (dressing.map { " with \($0)" } ?? "") + "\(writer.seasonClause()).",
                "Fold in \(picks.cut(.vegetable, "chopped", and: .main)).",
            ]
            if picks.has(.aromatic) { steps.append("Scatter over the \(picks.label(.aromatic)), chopped.") }
            steps.append("Chill it until you pack it.")
            return steps
        }
    )
}
