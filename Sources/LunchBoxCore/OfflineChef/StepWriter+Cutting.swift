/// Cutting: each food as its kind is cut (carrots in sticks, oranges in segments, grapes
/// halved lengthways), the way it goes inside bread or a salad where that differs (carrot
/// grated), tins drained; foods that share a cut share a step.
extension StepWriter {
    mutating func preparation() -> [ChefStep] {
        var steps: [ChefStep] = []
        var grouped: [(key: String, step: ChefStep, names: [String], plural: Bool)] = []
        for ingredient in plan.all where !cut.contains(ingredient.index) && ingredient.index != plan.drink?.index {
            guard let step = cutStep(for: ingredient) else { continue }
            cut.insert(ingredient.index)
            // "Cut the carrots and the cucumber into sticks": one step for one cut.
            if step.why == nil, step.rest.hasPrefix(ingredient.the), let at = grouped.firstIndex(where: { $0.key == step.verb + Self.tail(of: step, after: ingredient.the) }) {
                grouped[at].names.append(ingredient.the)
                grouped[at].plural = true
                continue
            }
            let key = step.verb + Self.tail(of: step, after: ingredient.the)
            grouped.append((key, step, [ingredient.the], ingredient.isPlural))
        }
        for group in grouped {
            var step = group.step
            if group.names.count > 1 {
                let tail = Self.tail(of: step, after: group.names[0]).replacingOccurrences(of: " it ", with: " them ").replacingOccurrences(of: " it", with: " them")
                step.rest = ChefWords.list(group.names) + tail
            }
            steps.append(step)
        }
        return steps
    }

    /// True when the food goes inside the dish rather than alongside it.
    func isInside(_ ingredient: ChefIngredient) -> Bool {
        let inside = plan.veg.map(\.index) + [plan.main.index, plan.extra?.index].compactMap { $0 }
        // A salad box's vegetables are cut as for a salad (cucumber sliced, carrot grated).
        if plan.baseless, plan.dish == .box { return !ingredient.food.isBiteSized && plan.veg.contains { $0.index == ingredient.index } }
        return inside.contains(ingredient.index) && ![.plate, .box, .cold].contains(plan.dish)
    }

    /// True when the item came in a tin or jar: drained, never peeled ("tin of beetroot").
    func isFromTin(_ ingredient: ChefIngredient) -> Bool {
        let words = Set((ingredient.label + " " + ingredient.item.quantity).lowercased().split(separator: " ").map(String.init))
        return !words.isDisjoint(with: ChefWords.tinWords.union(["jar", "jarred", "pickled"]))
    }

    mutating func cutStep(for ingredient: ChefIngredient) -> ChefStep? {
        if ingredient.index == plan.aromatic?.index { return aromaticStep(ingredient) }
        // An onigiri filling is chopped small, to sit in the hollow of the rice.
        if plan.dish == .onigiri, ingredient.index == plan.main.index, [.slice, .cube, .strips, .chunks].contains(ingredient.food.prep) {
            return ChefStep("chop", "\(ingredient.the) finely")
        }
        // Fish served at the table stays a whole fillet.
        if plan.meal == .dinner, ingredient.index == plan.main.index, ingredient.food.prep == .flake, ingredient.state == .raw { return nil }
        // A lemon or lime garnish is cut into a wedge where it is packed.
        if ingredient.index == plan.garnish?.index, ["lemon", "lime"].contains(ingredient.name) { return nil }
        // Already cut as bought: "cheese slices", "grated cheese", "carrot batons".
        if !Set(ingredient.label.split(separator: " ").map(String.init)).isDisjoint(with: Self.alreadyCut) { return nil }
        var prep = isInside(ingredient) ? ingredient.food.prepInside : ingredient.food.prep
        // Beans are mashed only to hold in bread; in a salad they stay whole.
        if prep == .mash, ![.sandwich, .wrap].contains(plan.dish) { prep = ingredient.food.prep }
        // Cheese tossed through a pasta or potato salad is cubed, as a fork picks it up.
        if [.pasta, .potatoSalad].contains(plan.dish), ingredient.food.form == .cheese, prep == .slice { prep = .cube }
        // Cheese melted into a quesadilla or baked into a frittata is grated.
        if [.quesadilla, .frittata, .saucedPasta].contains(plan.dish), ingredient.food.form == .cheese, [.slice, .cube].contains(prep) { prep = .grate }
        let produce = ingredient.plays(.fruit) || ingredient.plays(.veg)
        let name = produce ? amount(ingredient) : ingredient.the
        let it = produce && name.hasPrefix("one of") || name.hasPrefix("half") || name.hasPrefix("a ") ? "it" : ingredient.pronoun
        let fromTin = isFromTin(ingredient)
        // A tinned vegetable comes in water; tinned tomatoes and beans in sauce stay as they are.
        let tinnedVeg = fromTin && ingredient.food.category == .vegetable && ingredient.food.form != .soup && !ingredient.name.contains("tomato")
        let drained = (Self.tinned.contains(ingredient.name) || tinnedVeg) && !ingredient.isFrozen
        let peeled = Self.peeled.contains(ingredient.name) && !fromTin
        // Vegetables cooked in the dish are chopped small, so they cook through.
        if cooksInDish(ingredient), ingredient.food.category == .vegetable, !ingredient.food.isBiteSized, ![.none, .tear].contains(prep) {
            return ChefStep("chop", "\(name) into small pieces")
        }
        switch prep {
        case .slice where ingredient.name.hasSuffix("pizza"): return ChefStep("cut", "each slice of \(ingredient.plainLabel) in half", why: "so it fits the box")
        case .slice where ingredient.name == "avocado", .mash where ingredient.name == "avocado":
            let half = name.hasPrefix("half")
            return ChefStep("halve", "\(half ? ingredient.the : name), take out the stone and \(prep == .mash ? "mash" : "slice") \(half ? "one half" : "the flesh")")
        case .slice where peeled: return ChefStep("peel", "\(name) and slice \(it)")
        case .slice where ingredient.plays(.fruit) && ingredient.food.prep != .whole:
            return ChefStep("slice", "\(name)", why: ["apple", "pear"].contains(ingredient.name) ? "just before packing so it stays fresh" : nil)
        case .slice: return ChefStep("slice", "\(name)" + (ingredient.name == "cucumber" ? " thinly" : ""))
        case .sticks: return peeled ? ChefStep("peel", "\(name) and cut \(it) into sticks") : ChefStep("cut", "\(name) into sticks")
        case .strips where ingredient.name == "bell pepper": return ChefStep("deseed", "\(name) and cut \(it) into strips")
        case .strips: return ChefStep("cut", "\(name) into strips")
        case .wedges: return ChefStep("cut", "\(name) into wedges")
        case .segments: return ChefStep("peel", "\(name) and pull \(it) apart into segments")
        case .chunks where name.hasPrefix("a few chunks"):
            return ChefStep("cut", "a few bite-sized chunks from \(ingredient.the)" + (peeled ? ", without the skin" : ""))
        case .chunks: return peeled ? ChefStep("peel", "\(name) and cut \(it) into bite-sized chunks") : ChefStep("cut", "\(name) into bite-sized chunks")
        case .florets: return ChefStep("break", "\(name) into small florets")
        case .cube: return ChefStep("cut", "\(name) into cubes")
        case .crumble: return ChefStep("crumble", "\(name)")
        case .grate: return ChefStep("grate", "\(name)")
        case .halve where ["grapes", "cherry tomatoes", "cherries"].contains(ingredient.name):
            return ChefStep("halve", "\(name) lengthways", why: "so they are safe for small children to eat")
        case .halve where ingredient.food.contains.contains(.egg) && ingredient.food.category == .protein:
            seasonedAlready = true
            return ChefStep("halve", "\(name)" + (seasoningWords.map { " and season \(it) with \($0)" } ?? ""))
        case .halve: return ChefStep("halve", "\(name)")
        case .shred: return ChefStep("shred", "\(name)")
        case .flake: return drained ? ChefStep("drain", "\(name) and flake \(it) with a fork") : ChefStep("flake", "\(name), taking out any skin and bones")
        case .mash: return ChefStep(drained ? "drain" : "mash", drained ? "\(name) and mash \(it) roughly with a fork" : "\(name) roughly with a fork")
        case .tear: return ChefStep("tear", "\(name) into pieces")
        case .chop where ingredient.food.isBiteSized: return nil
        case .chop: return ChefStep("chop", "\(name) finely")
        case .none where drained: return ChefStep("drain", "\(name)" + (ingredient.food.category == .protein ? " and rinse \(it)" : ""))
        case .whole, .none, .spoon: return nil
        }
    }

    /// "salt and pepper" for a step that seasons, or nil.
    private var seasoningWords: String? {
        mutating get { seasoning() }
    }

    /// The words of a step after the food's name: " into sticks".
    private static func tail(of step: ChefStep, after name: String) -> String {
        step.rest.hasPrefix(name) ? String(step.rest.dropFirst(name.count)) : step.rest
    }

    /// Words in a label that say the food is cut already.
    static let alreadyCut: Set<String> = ["slices", "sliced", "grated", "shredded", "chopped", "diced", "cubed", "batons", "florets", "strips", "chunks"]

    /// Foods that usually come in a tin, drained before use.
    static let tinned: Set<String> = [
        "chickpeas", "black beans", "kidney beans", "cannellini beans", "mixed beans", "pinto beans", "cooked lentils", "sweetcorn", "tuna",
        "canned salmon", "sardines", "jackfruit", "crab",
    ]

    /// Fruit and vegetables peeled before they are cut.
    static let peeled: Set<String> = [
        "carrot", "parsnip", "kohlrabi", "mango", "pineapple", "melon", "watermelon", "papaya", "kiwi", "beetroot", "celeriac", "plantain",
        "cassava", "dragon fruit",
    ]
}
