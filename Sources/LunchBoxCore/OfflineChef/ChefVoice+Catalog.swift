/// The voices of LunchBox's eight chefs (ChefPersona.catalog), by persona id. Their names,
/// openers, closers and asides are the `chef` table's "chef.voice.<id>.…" phrases.
extension ChefVoice {
    static let house = ChefVoice(id: ChefPersona.house.id, verbs: [:], keepsReasons: true, favourites: [], packsSnacks: true, isRobot: false)

    static let catalog: [String: ChefVoice] = Dictionary(
        uniqueKeysWithValues: [
            house,
            ChefVoice(
                id: "sunny-pip", verbs: ["pack": "pop", "add": "pop in", "tuck": "sneak", "arrange": "line up", "spoon": "dollop"], keepsReasons: true,
                favourites: [.wrap, .plate, .quesadilla], packsSnacks: true, isRobot: false),
            ChefVoice(
                id: "nana-ruth", verbs: ["pack": "pop", "add": "pop in", "tuck": "pop", "spoon": "spoon", "arrange": "lay out"], keepsReasons: true,
                favourites: [.sandwich, .flask, .potatoSalad], packsSnacks: true, isRobot: false),
            ChefVoice(id: "calm-kai", verbs: ["arrange": "lay", "tuck": "add"], keepsReasons: false, favourites: [.box, .plate, .onigiri], packsSnacks: false, isRobot: false),
            ChefVoice(
                id: "unit-b7", verbs: ["arrange": "position", "add": "insert", "pack": "load", "tuck": "insert", "spoon": "transfer"], keepsReasons: false,
                favourites: [.box, .plate], packsSnacks: true, isRobot: true),
            ChefVoice(
                id: "maestro-vittorio", verbs: ["arrange": "compose", "pack": "present", "scatter": "shower", "add": "crown it with"], keepsReasons: true,
                favourites: [.pasta, .sandwich, .frittata], packsSnacks: true, isRobot: false),
            ChefVoice(
                id: "captain-marlow", verbs: ["pack": "stow", "add": "stow", "tuck": "stow", "wrap": "wrap up"], keepsReasons: true,
                favourites: [.wrap, .onigiri, .plate], packsSnacks: true, isRobot: false),
            ChefVoice(id: "madame-zora", verbs: ["scatter": "sprinkle", "arrange": "gather"], keepsReasons: true, favourites: [.box, .onigiri, .parfait], packsSnacks: true, isRobot: false),
        ].map { ($0.id, $0) })
}
