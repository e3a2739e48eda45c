/// Names in a language that says the dish first and what is in it after: "Sandwich mit
/// Thunfisch und Gurke", "Reisbox mit Hähnchen und Brokkoli". The dish words are the
/// `chef` table's "chef.name.…" phrases; each food is called by its name in the
/// language, in the dative the "mit" asks for.
extension LunchNamer {
    func germanName(_ plan: LunchPlan) -> String {
        let (key, foods) = dish(plan)
        let named = uniqued(foods.compactMap { $0 }).map(word)
        let carb = plan.carb.map { tongue.name(of: $0, plural: true) ?? $0.pluralTitle } ?? ""
        let dish = tongue.say(key, ["bread": bread(plan.carb), "carb": carb])
        guard !named.isEmpty else { return dish }
        return tongue.say("chef.name.with", ["dish": dish, "foods": tongue.list(named)])
    }

    /// The dish's phrase and the foods its name lists.
    private func dish(_ plan: LunchPlan) -> (String, [ChefIngredient?]) {
        let partner = Self.partnerFood(plan)
        let flavour = plan.sauce.flatMap { Self.flavours.contains($0.name) ? $0 : nil }
        switch plan.dish {
        case .sandwich: return ("chef.name.sandwich", [plan.main, partner])
        case .wrap: return ("chef.name.wrap", [plan.main, partner, flavour])
        case .quesadilla: return ("chef.name.quesadilla", [plan.main, plan.extra ?? plan.veg.first])
        case .box: return box(plan, partner: partner, flavour: flavour)
        case .pasta: return (plan.sauce?.name == "pesto" ? "chef.name.pestoPasta" : "chef.name.pastaSalad", [plan.main, partner])
        case .saucedPasta: return ("chef.name.saucedPasta", [plan.main, partner])
        case .noodles where plan.isStirFry:
            return (plan.carb?.food.name == "rice noodles" ? "chef.name.riceNoodleStirFry" : "chef.name.noodleStirFry", [plan.main, partner, flavour])
        case .noodles: return (plan.carb?.food.name == "rice noodles" ? "chef.name.riceNoodles" : "chef.name.noodles", [plan.main, partner, flavour])
        case .onigiri: return ("chef.name.onigiri", [plan.main])
        case .plate: return ("chef.name.plate", [plan.main, partner, plan.carb])
        case .flask: return ("chef.name.flask", [plan.main, plan.carb, plan.carb == nil ? plan.side : nil])
        case .cold where plan.main.name == "pizza": return ("chef.name.coldPizza", [plan.side])
        case .cold: return ("chef.name.box", [plan.main, plan.side])
        case .potatoSalad: return ("chef.name.potatoSalad", [plan.main, partner])
        case .frittata: return ("chef.name.frittata", [plan.extra, plan.veg.first])
        case .friedRice: return ("chef.name.friedRice", [plan.main, plan.main.name == "eggs" ? plan.veg.first : nil])
        case .overnightOats: return ("chef.name.overnightOats", [plan.veg.first])
        case .parfait: return ("chef.name.parfait", [plan.veg.first])
        case .toast: return ("chef.name.toast", [plan.main, plan.veg.first])
        case .side: return ("chef.name.side", [plan.main])
        }
    }

    private func box(_ plan: LunchPlan, partner: ChefIngredient?, flavour: ChefIngredient?) -> (String, [ChefIngredient?]) {
        guard let carb = plan.carb else { return ("chef.name.saladBox", [plan.main, partner, flavour]) }
        switch carb.food.form {
        case .rice where plan.isBowl: return ("chef.name.riceBowl", [plan.main, partner, flavour])
        case .rice: return (plan.cuisine == "japanese" ? "chef.name.bento" : "chef.name.riceBox", [plan.main, partner, flavour, carb.name == "rice" ? nil : carb])
        case .grain: return ("chef.name.grainBox", [plan.main, partner, flavour, carb])
        default:
            switch carb.cooking?.technique {
            case .oven: return ("chef.name.roastBox", [plan.main, carb, plan.veg.first])
            case .panFry: return ("chef.name.friedBox", [plan.main, carb, plan.veg.first])
            // "Kartoffelbox" already says potato: only a potato that is more (mash, sweet) is listed.
            default: return ("chef.name.potatoBox", [plan.main, Self.plainPotatoes.contains(carb.food.name) ? nil : carb, plan.veg.first])
            }
        }
    }

    /// A food as a name lists it after "mit": "Ei", "Thunfisch", "gekochtem Reis", and in
    /// the plural where English names keep one ("Crackern").
    private func word(_ ingredient: ChefIngredient) -> String {
        // Peas, sweetcorn and grapes are named as many: "mit Erbsen".
        let plural = ingredient.isPlural && (ingredient.title == ingredient.pluralTitle || ingredient.food.isBiteSized)
        if plural, let name = tongue.name(of: ingredient, plural: true) { return GermanCase.dative.inflect(name, plural: true) }
        guard let one = tongue.singular(of: ingredient) else { return ingredient.title }
        return GermanCase.dative.inflect(one.name, plural: one.plural)
    }

    /// The bread a sandwich is made in: "Sandwich", "Bagel", "Brötchen".
    private func bread(_ bread: ChefIngredient?) -> String {
        guard let bread, let key = Self.breadKeys[bread.name] else { return tongue.say("chef.name.bread.sandwich") }
        return tongue.say("chef.name.bread.\(key)")
    }

    private func uniqued(_ foods: [ChefIngredient]) -> [ChefIngredient] {
        foods.reduce(into: []) { kept, food in if !kept.contains(where: { $0.food.name == food.food.name }) { kept.append(food) } }
    }

    private static let plainPotatoes: Set<String> = ["potato", "cooked potatoes"]

    private static let breadKeys: [String: String] = [
        "bagels": "bagel", "pita": "pitta", "bread rolls": "roll", "baguette": "baguette", "ciabatta": "ciabatta", "focaccia": "focaccia",
        "croissants": "croissant", "english muffins": "muffin", "burger buns": "roll", "hot dog buns": "roll",
    ]
}
