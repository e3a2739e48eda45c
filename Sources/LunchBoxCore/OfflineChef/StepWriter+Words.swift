/// How a step names each food in the idea's language. The English forms are the chef's own
/// ("the peas", "one of the apples", "it"); the decisions about a step read those, and
/// these say the same in the idea's language. German is written as German recipes are,
/// without articles or pronouns: "1 Apfel in Scheiben schneiden", "TK-Erbsen 3 Minuten
/// kochen".
extension StepWriter {
    /// The phrase `key` of the chef's table with its gaps filled.
    func say(_ key: String, _ arguments: [String: String] = [:]) -> String {
        tongue.say(key, arguments)
    }

    /// "the wraps" (English) or "Wraps": the food as a step names it.
    func sayThe(_ ingredient: ChefIngredient, _ grammaticalCase: GermanCase = .accusative) -> String {
        guard let name = germanName(ingredient, plural: ingredient.isPlural) else { return ingredient.the }
        // Once cooked, the "rohe Garnelen" are Garnelen, as "the raw prawns" are "the prawns".
        let cooked = name.split(separator: " ", maxSplits: 1)
        let plain = cooked.count == 2 && cooked[0].hasPrefix("roh") && cooked[0].count <= 5 ? String(cooked[1]) : name
        return grammaticalCase.inflect(plain, plural: ingredient.isPlural)
    }

    /// "the frozen peas" or "TK-Erbsen": as the step that cooks or thaws it names it.
    func sayAsBought(_ ingredient: ChefIngredient, _ grammaticalCase: GermanCase = .accusative) -> String {
        guard tongue.language != .english else { return ingredient.asBought }
        let name = sayThe(ingredient, grammaticalCase)
        guard ingredient.isFrozen, ingredient.food.state != .frozen else { return name }
        return name.first?.isUppercase == true ? "TK-\(name)" : say("chef.frozen", ["food": name])
    }

    /// "one of the apples", "half a red pepper", "two slices of bread" or "1 Apfel",
    /// "½ Paprika", "2 Scheiben Brot": the lunch's share of the food.
    func sayAmount(_ ingredient: ChefIngredient, _ grammaticalCase: GermanCase = .accusative) -> String {
        guard tongue.language != .english else { return amount(ingredient) }
        let one = saySingle(ingredient, grammaticalCase)
        let all = sayThe(ingredient, grammaticalCase)
        switch ChefPortions.portion(ingredient, in: plan) {
        case "1" where ingredient.isPlural: return "1 \(one)"
        case "2" where ingredient.isPlural: return "2 \(all)"
        case "half": return "½ \(one)"
        case "a quarter": return "¼ \(one)"
        case "a third": return "⅓ \(one)"
        case "1 slice": return say("chef.slice.single", ["food": one])
        case "2 slices": return say("chef.slice.two", ["food": one])
        case "a handful" where ingredient.food.prep == .chunks: return say("chef.chunks.few", ["food": one])
        default: return all
        }
    }

    /// "the apple" once one of the apples is said, else "the grapes"; in German "Apfel".
    func sayNamed(_ ingredient: ChefIngredient, _ grammaticalCase: GermanCase = .accusative) -> String {
        guard tongue.language != .english else { return named(ingredient) }
        guard ingredient.isPlural, ["1", "half", "a quarter", "a third"].contains(ChefPortions.portion(ingredient, in: plan)) else {
            return sayThe(ingredient, grammaticalCase)
        }
        return saySingle(ingredient, grammaticalCase)
    }

    /// The name of one of the food, without a number ("Zwiebel" in "½ Zwiebel", "Wrap");
    /// in English the person's word made singular.
    func saySingle(_ ingredient: ChefIngredient, _ grammaticalCase: GermanCase = .accusative) -> String {
        guard let single = tongue.singular(of: ingredient) else { return ChefWords.singular(ingredient.plainLabel) }
        return grammaticalCase.inflect(single.name, plural: single.plural)
    }

    /// "it" or "them"; nothing in German, whose recipes leave the object unsaid.
    func sayIt(_ ingredient: ChefIngredient) -> String {
        tongue.isEnglish ? ingredient.pronoun : ""
    }

    /// "bread" for sliced bread ("two slices of bread"); "Brot".
    func sayPlain(_ ingredient: ChefIngredient, _ grammaticalCase: GermanCase = .accusative) -> String {
        guard let name = germanName(ingredient, plural: ingredient.isPlural) else { return ingredient.plainLabel }
        return grammaticalCase.inflect(name, plural: ingredient.isPlural)
    }

    /// "the ham, the lettuce and the tomato"; "Schinken, Salat und Tomate".
    func sayList(_ ingredients: [ChefIngredient], _ grammaticalCase: GermanCase = .accusative) -> String {
        tongue.list(ingredients.map { sayNamed($0, grammaticalCase) })
    }

    /// "10-12 minutes" for a cooking method's time; "10–12 Minuten".
    func sayTime(_ method: CookMethod) -> String {
        tongue.isEnglish ? method.duration : tongue.minutes(method.minutes)
    }

    /// "5 minutes"; "5 Minuten".
    func sayMinutes(_ minutes: Int) -> String {
        tongue.minutes(minutes...minutes)
    }

    /// The food's name in a language other than English, as the lexicon gives it.
    private func germanName(_ ingredient: ChefIngredient, plural: Bool) -> String? {
        tongue.name(of: ingredient, plural: plural)
    }
}
