/// Lunches eaten by hand: sandwiches, wraps, quesadillas, pinwheels.
extension LunchFormat {
    static let handheld: [LunchFormat] = [sandwich, wrap, quesadilla, pinwheels]

    static let sandwich = LunchFormat(
        id: "sandwich",
        slots: [.needs(.base, .slicedOrSplitBread), .needs(.main, .filling), .may(.vegetable, .rawVegetable), .may(.spread, .spread)],
        title: { "\($0.titlePair(.main, .vegetable)) Sandwich" },
        steps: { picks, writer in
            var steps = [picks.mashing(.main, toStayIn: "sandwich")].compactMap { $0 }
            let bread = picks.label(.base)
            if isSlicedLoaf(picks[.base]) {
                steps.append(
                    picks.has(.spread)
                        ? "Spread the \(picks.label(.spread)) thinly over two slices of \(bread)."
                        : "Lay out two slices of \(bread).")
                steps.append("Layer \(picks.the(.main, .vegetable)) on one slice\(writer.seasonClause()), then top with the other slice.")
            } else {
                steps.append("Split \(picks.one(.base)) open" + (picks.has(.spread) ? " and spread the inside with the \(picks.label(.spread))." : "."))
                steps.append("Fill it with \(picks.the(.main, .vegetable))\(writer.seasonClause()), then close it.")
            }
            steps.append("Press it down gently, cut it in half and wrap it tightly so it stays fresh until lunch.")
            return steps
        }
    )

    static let wrap = LunchFormat(
        id: "wrap",
        slots: [
            .needs(.base, .wrap), .needs(.main, .filling), .may(.vegetable, .rawVegetable), .may(.leaves, .leafy),
            .may(.spread, .spread),
        ],
        title: { "\($0.titlePair(.main, .vegetable, .leaves)) Wrap" },
        steps: { picks, writer in
            var steps = [picks.mashing(.main, toStayIn: "wrap")].compactMap { $0 }
            steps.append("Warm \(picks.one(.base)) in a dry pan for about 20 seconds a side so it folds without cracking.")
            if picks.has(.spread) { steps.append("Spread the \(picks.label(.spread)) over the middle.") }
            let greens = picks.the(.vegetable, .leaves)
            let with = greens.isEmpty ? "" : " and top with \(greens)"
            if picks[.main]?.food?.form == .spread {
                steps.append("Spread the \(picks.label(.main)) in a thick line down the centre\(with)\(writer.seasonClause()).")
            } else {
                steps.append("Lay the \(picks.label(.main)) in a line down the centre\(with)\(writer.seasonClause()).")
            }
            steps.append("Fold in the sides, roll it up tightly and cut it in half on the diagonal.")
            steps.append("Wrap it in baking paper or foil so it holds its shape.")
            return steps
        }
    )

    static let quesadilla = LunchFormat(
        id: "quesadilla",
        slots: [.needs(.base, .wrap), .needs(.cheese, .cheese), .may(.main, .protein), .may(.vegetable, .cookingVegetable)],
        title: { picks in
            let extra = picks.title(.main) ?? picks.title(.vegetable)
            return [extra, picks.title(.cheese)].compactMap { $0 }.joined(separator: " & ") + " Quesadilla"
        },
        steps: { picks, _ in
            [
                "Scatter \(picks.the(.cheese, .main, .vegetable)) over half of \(picks.one(.base)) and fold the other half over.",
                "Cook it in a dry pan over medium heat for 2-3 minutes a side, until golden and the cheese has melted.",
                "Let it cool for a few minutes, cut it into wedges and pack it once cool so it stays crisp.",
            ]
        }
    )

    static let pinwheels = LunchFormat(
        id: "pinwheels",
        slots: [.needs(.base, .wrap), .needs(.spread, .spread), .needs(.vegetable, .rawVegetable), .may(.main, .protein)],
        title: { "\($0.titlePair(.vegetable, .spread)) Pinwheels" },
        steps: { picks, _ in
            [
                "Spread the \(picks.label(.spread)) evenly over \(picks.one(.base)), right to the edges.",
                "Scatter \(picks.cut(.vegetable, "finely sliced", and: .main)) over it in a thin layer.",
                "Roll it up tightly, wrap it in baking paper and chill it for 10 minutes so it holds together.",
                "Slice it into 2 cm rounds and pack them cut side up.",
            ]
        }
    )
}
