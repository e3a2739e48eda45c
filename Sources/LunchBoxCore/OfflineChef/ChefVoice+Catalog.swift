/// The voices of LunchBox's eight chefs (ChefPersona.catalog), by persona id.
extension ChefVoice {
    static let house = ChefVoice(
        id: ChefPersona.house.id, names: ["{idea}"], verbs: [:], keepsReasons: true, opener: nil, closer: nil, assemblyAside: nil, favourites: [],
        packsSnacks: true, isRobot: false)

    static let catalog: [String: ChefVoice] = Dictionary(
        uniqueKeysWithValues: [
            house,
            ChefVoice(
                id: "sunny-pip", names: ["Sunny {idea}", "Happy {idea}", "{idea} Party"],
                verbs: ["pack": "pop", "add": "pop in", "tuck": "sneak", "arrange": "line up", "spoon": "dollop"], keepsReasons: true,
                opener: "Right, let's go: ", closer: "; you're all set for a brilliant lunch", assemblyAside: " (looking good!)",
                favourites: [.wrap, .plate, .quesadilla], packsSnacks: true, isRobot: false),
            ChefVoice(
                id: "nana-ruth", names: ["A Proper {idea}", "{idea}, Nana's Way", "Nana's {idea}"],
                verbs: ["pack": "pop", "add": "pop in", "tuck": "pop", "spoon": "spoon", "arrange": "lay out"], keepsReasons: true,
                opener: "First, dear, ", closer: ", and do sit down to eat it properly", assemblyAside: ", nice and neat",
                favourites: [.sandwich, .flask, .potatoSalad], packsSnacks: true, isRobot: false),
            ChefVoice(
                id: "calm-kai", names: ["Simple {idea}", "Quiet {idea}", "{idea}, Simply"], verbs: ["arrange": "lay", "tuck": "add"], keepsReasons: false,
                opener: nil, closer: "; there is no hurry", assemblyAside: nil, favourites: [.box, .plate, .onigiri], packsSnacks: false, isRobot: false),
            ChefVoice(
                id: "unit-b7", names: ["Lunch Protocol: {idea}", "Module: {idea}", "{idea}, Precision Build"],
                verbs: ["arrange": "position", "add": "insert", "pack": "load", "tuck": "insert", "spoon": "transfer"], keepsReasons: false,
                opener: "Initiate: ", closer: ". Assembly complete", assemblyAside: " (tolerance: neat)", favourites: [.box, .plate],
                packsSnacks: true, isRobot: true),
            ChefVoice(
                id: "maestro-vittorio", names: ["{idea} alla Vittorio", "Il Grande {idea}"],
                verbs: ["arrange": "compose", "pack": "present", "scatter": "shower", "add": "crown it with"], keepsReasons: true,
                opener: "With a flourish, ", closer: ": bravissimo", assemblyAside: ", as a maestro would",
                favourites: [.pasta, .sandwich, .frittata], packsSnacks: true, isRobot: false),
            ChefVoice(
                id: "captain-marlow", names: ["Trailhead {idea}", "{idea} for the Voyage"],
                verbs: ["pack": "stow", "add": "stow", "tuck": "stow", "wrap": "wrap up"], keepsReasons: true,
                opener: "Before we set off, ", closer: ", ready for the voyage", assemblyAside: ", ship-shape",
                favourites: [.wrap, .onigiri, .plate], packsSnacks: true, isRobot: false),
            ChefVoice(
                id: "madame-zora", names: ["Moonlit {idea}", "{idea} of Good Fortune"],
                verbs: ["scatter": "sprinkle", "arrange": "gather"], keepsReasons: true, opener: "As the stars advise, ",
                closer: ", and may the fates smile on your lunch", assemblyAside: ", just so", favourites: [.box, .onigiri, .parfait],
                packsSnacks: true, isRobot: false),
        ].map { ($0.id, $0) })
}
