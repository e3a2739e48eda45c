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
            // "Cut the carrots and the cucumber into sticks": one step for one cut, found by
            // the words after the food's name as the step says it ("Karotten und Gurke in
            // Stifte schneiden").
            let name = sayThe(ingredient)
            let key = step.verb + Self.tail(of: step, after: name)
            if step.why == nil, step.rest.hasPrefix(name), let at = grouped.firstIndex(where: { $0.key == key }) {
                grouped[at].names.append(name)
                grouped[at].plural = true
                continue
            }
            grouped.append((key, step, [name], ingredient.isPlural))
        }
        for group in grouped {
            var step = group.step
            if group.names.count > 1 {
                var tail = Self.tail(of: step, after: group.names[0])
                if tongue.isEnglish { tail = tail.replacingOccurrences(of: " it ", with: " them ").replacingOccurrences(of: " it", with: " them") }
                step.rest = tongue.list(group.names) + tail
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
            return ChefStep("chop", say("chefcook.cut.chop", ["food": sayThe(ingredient)]))
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
        // Decided on the English words ("one of the apples" is cut as one); said in the idea's.
        let english = produce ? amount(ingredient) : ingredient.the
        let name = produce ? sayAmount(ingredient) : sayThe(ingredient)
        let one = produce && english.hasPrefix("one of") || english.hasPrefix("half") || english.hasPrefix("a ")
        let it = tongue.isEnglish ? (one ? "it" : ingredient.pronoun) : ""
        let fromTin = isFromTin(ingredient)
        // A tinned vegetable comes in water; tinned tomatoes and beans in sauce stay as they are.
        let tinnedVeg = fromTin && ingredient.food.category == .vegetable && ingredient.food.form != .soup && !ingredient.name.contains("tomato")
        let drained = (Self.tinned.contains(ingredient.name) || tinnedVeg) && !ingredient.isFrozen
        let peeled = Self.peeled.contains(ingredient.name) && !fromTin
        // Vegetables cooked in the dish are chopped small, so they cook through.
        if cooksInDish(ingredient), ingredient.food.category == .vegetable, !ingredient.food.isBiteSized, ![.none, .tear].contains(prep) {
            return ChefStep("chop", say("chefcook.cut.chop.small", ["food": name]))
        }
        let words = ["food": name, "it": it]
        switch prep {
        case .slice where ingredient.name.hasSuffix("pizza"):
            return ChefStep("cut", say("chefcook.cut.pizza", ["food": sayPlain(ingredient)]), why: say("chefcook.cut.why.fits"))
        case .slice where ingredient.name == "avocado", .mash where ingredient.name == "avocado":
            let half = english.hasPrefix("half")
            let action = prep == .mash ? (half ? "chefcook.cut.avocado.mashHalf" : "chefcook.cut.avocado.mashFlesh") : (half ? "chefcook.cut.avocado.sliceHalf" : "chefcook.cut.avocado.sliceFlesh")
            return ChefStep("halve", say("chefcook.cut.avocado", ["food": half ? sayThe(ingredient) : name, "action": say(action)]))
        case .slice where peeled: return ChefStep("peel", say("chefcook.cut.peel.slice", words))
        case .slice where ingredient.plays(.fruit) && ingredient.food.prep != .whole:
            return ChefStep("slice", say("chefcook.cut.slice", words), why: ["apple", "pear"].contains(ingredient.name) ? say("chefcook.cut.why.fresh") : nil)
        case .slice: return ChefStep("slice", say(ingredient.name == "cucumber" ? "chefcook.cut.slice.thin" : "chefcook.cut.slice", words))
        case .sticks: return peeled ? ChefStep("peel", say("chefcook.cut.peel.sticks", words)) : ChefStep("cut", say("chefcook.cut.sticks", words))
        case .strips where ingredient.name == "bell pepper": return ChefStep("deseed", say("chefcook.cut.deseed.strips", words))
        case .strips: return ChefStep("cut", say("chefcook.cut.strips", words))
        case .wedges: return ChefStep("cut", say("chefcook.cut.wedges", words))
        case .segments: return ChefStep("peel", say("chefcook.cut.segments", words))
        case .chunks where english.hasPrefix("a few chunks"):
            return ChefStep("cut", say("chefcook.cut.chunks.few", ["food": sayThe(ingredient), "skin": peeled ? say("chefcook.cut.chunks.skin") : ""]))
        case .chunks: return peeled ? ChefStep("peel", say("chefcook.cut.peel.chunks", words)) : ChefStep("cut", say("chefcook.cut.chunks", words))
        case .florets: return ChefStep("break", say("chefcook.cut.florets", words))
        case .cube: return ChefStep("cut", say("chefcook.cut.cube", words))
        case .crumble: return ChefStep("crumble", say("chefcook.cut.crumble", words))
        case .grate: return ChefStep("grate", say("chefcook.cut.grate", words))
        case .halve where ["grapes", "cherry tomatoes", "cherries"].contains(ingredient.name):
            return ChefStep("halve", say("chefcook.cut.halve.lengthways", words), why: say("chefcook.cut.why.children"))
        case .halve where ingredient.food.contains.contains(.egg) && ingredient.food.category == .protein:
            seasonedAlready = true
            let season = seasoningWords.map { say("chefcook.cut.halve.season", ["it": it, "seasoning": $0]) } ?? ""
            return ChefStep("halve", say("chefcook.cut.halve.eggs", ["food": name, "season": season]))
        case .halve: return ChefStep("halve", say("chefcook.cut.halve", words))
        // German pulls meat apart and cuts leaves into strips, where English shreds both.
        case .shred: return ChefStep("shred", say(ingredient.food.category == .protein ? "chefcook.cut.shred.meat" : "chefcook.cut.shred", words))
        case .flake:
            return drained ? ChefStep("drain", say("chefcook.cut.drain.flake", words)) : ChefStep("flake", say("chefcook.cut.flake", words))
        case .mash: return ChefStep(drained ? "drain" : "mash", say(drained ? "chefcook.cut.drain.mash" : "chefcook.cut.mash", words))
        case .tear: return ChefStep("tear", say("chefcook.cut.tear", words))
        case .chop where ingredient.food.isBiteSized: return nil
        case .chop: return ChefStep("chop", say("chefcook.cut.chop", words))
        case .none where drained:
            return ChefStep("drain", say("chefcook.cut.drain", ["food": name, "rinse": ingredient.food.category == .protein ? say("chefcook.cut.drain.rinse", words) : ""]))
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
