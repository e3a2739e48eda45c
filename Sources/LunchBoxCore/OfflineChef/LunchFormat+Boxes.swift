/// Lunches without a main carb, or in a flask: snack boxes, protein boxes, soups,
/// yogurt parfaits and overnight oats.
extension LunchFormat {
    static let boxes: [LunchFormat] = [snackBox, proteinBox, vegetableSoup, soupFlask, yogurtParfait, overnightOats]

    static let snackBox = LunchFormat(
        id: "snack-box",
        slots: [
            .needs(.base, .snackBase), .needs(.main, .filling), .needs(.fruit, .produce), .may(.snack, .snack),
            .may(.extra, .extra),
        ],
        title: { picks in
            [picks.title(.main), picks[.base]?.pluralTitle].compactMap { $0 }.joined(separator: " & ") + " Snack Box"
        },
        steps: { picks, _ in
            let main = picks[.main]
            let isDip = main?.food?.form == .spread
            var steps = [
                isDip
                    ? "Spoon the \(picks.label(.main)) into a small pot with a lid for dipping."
                    : picks.cutting(.main, into: "bite-sized pieces"),
                "Arrange the \(picks.label(.base)) in one compartment and the \(picks.label(.main)) next to it.",
                "Add \(picks.cut(.fruit, "cut into sticks or slices if large")).",
            ].compactMap { $0 }
            if picks.has(.snack) { steps.append("Add a small handful of \(picks.label(.snack)) as a treat.") }
            if picks.has(.extra) { steps.append("Tuck the \(picks.label(.extra)) into a corner as a little extra.") }
            return steps
        }
    )

    static let proteinBox = LunchFormat(
        id: "protein-box",
        slots: [
            .needs(.main, .main), .needs(.vegetable, .rawVegetable), .may(.fruit, .fruit), .may(.cheese, .cheese),
            .may(.crunch, .crunch),
        ],
        title: { "\($0.title(.main) ?? "") Protein Box" },
        steps: { picks, _ in
            var steps = [
                "Pack the \(picks.label(.main)) into one side of the lunch box.",
                picks.isBiteSized(.vegetable)
                    ? "Pack the \(picks.label(.vegetable)) alongside."
                    : "Cut the \(picks.label(.vegetable)) into bite-sized pieces and pack \(picks.pronoun(.vegetable)) alongside.",
            ]
            if let cheese = picks[.cheese], cheese.item.id != picks[.main]?.item.id {
                steps.append("Add the \(cheese.label), cubed.")
            }
            if picks.has(.fruit) { steps.append("Fill the gaps with the \(picks.label(.fruit)).") }
            if picks.has(.crunch) { steps.append("Add a small pot of \(picks.label(.crunch)) for crunch.") }
            return steps
        }
    )

    static let vegetableSoup = LunchFormat(
        id: "vegetable-soup",
        slots: [
            .needs(.vegetable, .cookingVegetable), .needs(.secondVegetable, .cookingVegetable), .may(.main, .protein),
            .may(.aromatic, .aromatic), .may(.side, .sideBread),
        ],
        keepsCold: false,
        cooksInMethod: [.vegetable, .secondVegetable, .main],
        title: { "\($0.titlePair(.vegetable, .secondVegetable)) Soup" },
        steps: { picks, writer in
            var steps = [picks.cutting(.vegetable, .secondVegetable, verb: "Chop", into: "small pieces")].compactMap { $0 }
            steps.append("Soften \(picks.the(.vegetable, .secondVegetable)) \(writer.inPan()) for 5 minutes, then cover with \(writer.water()) and simmer for 15-20 minutes until tender.")
            if let main = picks[.main] {
                steps.append(
                    main.food?.mustCook == true
                        ? "Add \(picks.cut(.main, "cut small")) and simmer until \(main.pronoun) \(main.isPlural ? "are" : "is") cooked through."
                        : "Stir in the \(main.label) for the last few minutes.")
            }
            if picks.has(.aromatic) { steps.append("Stir in the \(picks.label(.aromatic)), chopped.") }
            steps.append("Blend it smooth or leave it chunky\(writer.seasonClause()).")
            steps.append("Warm a flask with boiling water for a few minutes, empty it, then pour in the hot soup and seal it.")
            if picks.has(.side) { steps.append("Pack the \(picks.label(.side)) separately for dipping.") }
            return steps
        }
    )

    static let soupFlask = LunchFormat(
        id: "soup-flask",
        slots: [.needs(.main, .soup), .may(.side, .sideBread), .may(.fruit, .fruit)],
        keepsCold: false,
        title: { picks in
            (picks.title(.main) ?? "") + " Flask" + (picks.title(.side).map { " with \($0)" } ?? "")
        },
        steps: { picks, _ in
            var steps = [
                "Heat the \(picks.label(.main)) in a pan until piping hot, stirring now and then.",
                "Warm a flask with boiling water for a few minutes, empty it, then pour in the \(picks.label(.main)) and seal it.",
            ]
            if picks.has(.side) { steps.append("Pack the \(picks.label(.side)) separately so it stays crisp.") }
            if picks.has(.fruit) { steps.append("Add the \(picks.label(.fruit)) for afterwards.") }
            return steps
        }
    )

    static let yogurtParfait = LunchFormat(
        id: "yogurt-parfait",
        slots: [.needs(.main, .yogurt), .needs(.fruit, .fruit), .may(.crunch, .crunch)],
        title: { "\($0.title(.fruit) ?? "") Yogurt Parfait" },
        steps: { picks, _ in
            var steps = [
                "Spoon half of the \(picks.label(.main)) into a jar with a lid.",
                "Add a layer of \(picks.cut(.fruit, "chopped if large")), then the rest of the \(picks.label(.main)).",
            ]
            if picks.has(.crunch) {
                steps.append("Pack the \(picks.label(.crunch)) in a separate little pot to sprinkle on at lunchtime so it stays crunchy.")
            }
            return steps
        }
    )

    static let overnightOats = LunchFormat(
        id: "overnight-oats",
        slots: [.needs(.base, .cereal), .needs(.main, .milkOrYogurt), .may(.fruit, .fruit), .may(.crunch, .crunch)],
        title: { "\($0.title(.fruit).map { "\($0) " } ?? "")Overnight Oats" },
        steps: { picks, _ in
            var steps = ["The night before, stir the \(picks.label(.base)) into the \(picks.label(.main)) in a jar, about equal amounts of each."]
            if picks.has(.fruit) { steps.append("Stir in \(picks.cut(.fruit, "chopped")).") }
            steps.append("Cover and leave it in the fridge overnight; in the morning it is ready to pack.")
            if picks.has(.crunch) { steps.append("Pack the \(picks.label(.crunch)) separately to sprinkle on top.") }
            return steps
        }
    )
}
