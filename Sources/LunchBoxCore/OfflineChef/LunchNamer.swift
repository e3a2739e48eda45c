/// The plain name of a lunch, saying what the food is: "Tuna & Sweetcorn Sandwich",
/// "Teriyaki Chicken Rice Box", "Dal & Basmati Rice Flask". Only foods in the lunch are
/// named, by the person's own word for them.
struct LunchNamer {
    /// The language the name is written in.
    let tongue: ChefTongue

    func name(_ plan: LunchPlan) -> String {
        guard tongue.isEnglish else { return germanName(plan) }
        return Self.englishName(plan)
    }

    private static func englishName(_ plan: LunchPlan) -> String {
        let main = filling(plan)
        let second = partner(plan)
        let pair = [main, second].compactMap { $0 }.joined(separator: " & ")
        switch plan.dish {
        case .sandwich: return "\(pair) \(breadWord(plan.carb))"
        case .wrap: return "\(flavour(plan))\(pair) Wrap"
        case .quesadilla: return "\([plan.main.title, (plan.extra ?? plan.veg.first)?.title].compactMap { $0 }.joined(separator: " & ")) Quesadilla"
        case .box: return boxName(plan, pair: pair)
        case .pasta: return plan.sauce?.name == "pesto" ? "\(pair) Pesto Pasta" : "\(pair) Pasta Salad"
        case .saucedPasta: return "\(pair) Pasta in Tomato Sauce"
        case .noodles where plan.isStirFry: return "\(flavour(plan))\(pair) \(plan.carb?.food.name == "rice noodles" ? "Rice Noodle" : "Noodle") Stir-Fry"
        case .noodles: return "\(flavour(plan))\(pair) \(plan.carb?.food.name == "rice noodles" ? "Rice Noodles" : "Noodles")"
        case .onigiri: return "\(main) Onigiri"
        case .plate: return "\(pair) Plate with \(plan.carb?.pluralTitle ?? "")"
        case .flask: return flaskName(plan)
        case .cold where plan.main.name == "meat pizza": return "Cold \(plan.main.title) Slices" + withSide(plan)
        case .cold: return (plan.main.name == "pizza" ? "Cold Pizza Slices" : "\(plan.main.pluralTitle) Box") + withSide(plan)
        // "Feta & Cucumber Potato Salad", but "Potato & Egg Salad" when the main is alone.
        case .potatoSalad: return second == nil ? "Potato & \(main) Salad" : "\(pair) Potato Salad"
        case .frittata: return "\(([plan.extra, plan.veg.first].compactMap { $0?.title }).joined(separator: " & ")) Frittata Fingers"
        case .friedRice: return plan.main.name == "eggs" ? "Egg Fried Rice" + (plan.veg.first.map { " with \($0.pluralTitle)" } ?? "") : "\(main) Fried Rice"
        case .overnightOats: return "\(plan.veg.first.map { "\($0.title) " } ?? "")Overnight Oats"
        case .parfait: return "\(plan.veg.first.map { "\($0.title) " } ?? "")Yogurt Parfait"
        case .toast: return "\(main)\(plan.veg.first.map { " & \($0.title)" } ?? "") Toast"
        case .side: return main
        }
    }

    /// The main as a filling is called: "Egg Mayo", "Tuna Mayo", else its own name.
    private static func filling(_ plan: LunchPlan) -> String {
        let mayo = plan.sauce?.name == "mayonnaise" || plan.extra?.name == "mayonnaise"
        if mayo, [.sandwich, .wrap, .onigiri].contains(plan.dish) {
            if plan.main.food.contains.contains(.egg), plan.main.food.category == .protein, plan.main.name != "egg salad" { return "Egg Mayo" }
            if ["tuna", "canned salmon", "cooked chicken"].contains(plan.main.name) { return "\(plan.main.title) Mayo" }
        }
        return plan.main.title
    }

    /// The second name of a pair: a signature sauce ("Cheddar & Chutney"), else the first
    /// vegetable; nil when the filling says it all.
    private static func partner(_ plan: LunchPlan) -> String? {
        partnerFood(plan)?.title
    }

    /// The food a name pairs with the main, in any language: an extra main, a signature
    /// sauce, else the first vegetable that is not salad leaves.
    static func partnerFood(_ plan: LunchPlan) -> ChefIngredient? {
        if let extra = plan.extra, [.sandwich, .wrap, .plate].contains(plan.dish) { return extra }
        if let sauce = plan.sauce, signature.contains(sauce.name), [.sandwich, .wrap, .plate].contains(plan.dish) { return sauce }
        guard [.sandwich, .wrap, .box, .pasta, .saucedPasta, .noodles, .potatoSalad].contains(plan.dish) else { return nil }
        // Salad leaves are not what a lunch is called for, unless they are all it has.
        return plan.veg.first { $0.food.form != .leafy } ?? plan.veg.first
    }

    /// A sauce that gives a wrap, box or noodles its flavour: "Sweet Chilli ", "Teriyaki ".
    private static func flavour(_ plan: LunchPlan) -> String {
        guard let sauce = plan.sauce, flavours.contains(sauce.name) else { return "" }
        return sauce.title.replacingOccurrences(of: " Sauce", with: "") + " "
    }

    private static func breadWord(_ bread: ChefIngredient?) -> String {
        guard let bread else { return "Sandwich" }
        return breadWords[bread.name] ?? "Sandwich"
    }

    private static func boxName(_ plan: LunchPlan, pair: String) -> String {
        guard let carb = plan.carb else { return "\(pair) Salad Box" }
        let flavoured = flavour(plan) + pair
        switch carb.food.form {
        case .rice where carb.name == "rice and peas": return "\(plan.main.title) with Rice & Peas"
        case .rice where plan.isBowl && plan.sauce?.name == "pasta sauce": return "\(pair) in Tomato Sauce with \(carb.title)"
        case .rice where plan.isBowl: return "\(flavoured) \(carb.name == "brown rice" ? "Brown Rice" : "Rice") Bowl"
        case .rice: return plan.cuisine == "japanese" ? "\(flavoured) Bento" : "\(flavoured) \(carb.name == "brown rice" ? "Brown Rice" : "Rice") Box"
        case .grain: return "\(flavoured) \(carb.title) \(["couscous", "bulgur wheat", "cooked couscous"].contains(carb.name) && !plan.isBowl ? "Salad" : "Bowl")"
        default:
            // Named by how they are cooked: roast sweet potato, fried plantain, a potato box.
            switch carb.cooking?.technique {
            case .oven: return "\(plan.main.pluralTitle) with Roast \(carb.pluralTitle)"
            case .panFry: return "\(plan.main.pluralTitle) with Fried \(carb.pluralTitle)"
            default:
                // Leftover potatoes keep their own name: "Roast Lamb with Roast Potatoes & Carrots".
                if plan.isBowl || carb.state == .cooked { return "\(plan.main.pluralTitle) with \(carb.pluralTitle)\(plan.veg.first.map { " & \($0.pluralTitle)" } ?? "")" }
                return "\(pair) \(ChefWords.singular(carb.pluralTitle)) Box"
            }
        }
    }

    private static func flaskName(_ plan: LunchPlan) -> String {
        guard let carb = plan.carb else { return "\(plan.main.pluralTitle) Flask" + withSide(plan) }
        if carb.food.form == .rice || carb.food.form == .pasta { return "\(plan.main.title) & \(carb.title) Flask" }
        return "\(plan.main.title) Flask with \(carb.pluralTitle)"
    }

    /// " & Grapes": the side, for a lunch that is a leftover and its side.
    private static func withSide(_ plan: LunchPlan) -> String {
        plan.side.map { " with \($0.pluralTitle)" } ?? ""
    }

    static let signature: Set<String> = ["chutney", "pesto", "cranberry sauce", "hummus", "tzatziki", "jam", "guacamole", "salsa", "horseradish"]
    static let flavours: Set<String> = ["sweet chilli sauce", "teriyaki sauce", "hoisin sauce", "satay sauce", "bbq sauce", "gochujang", "black bean sauce", "harissa", "pesto"]
    private static let breadWords: [String: String] = [
        "bagels": "Bagel", "pita": "Pitta", "bread rolls": "Roll", "baguette": "Baguette", "ciabatta": "Ciabatta", "focaccia": "Focaccia",
        "croissants": "Croissant", "english muffins": "Muffin", "burger buns": "Bun", "hot dog buns": "Roll",
    ]
}
