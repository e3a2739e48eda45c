import LunchBoxCore

/// A kind of thing this machine can see, said before the first photo, as a value each face
/// words in its reader's language (`text(_:)`, `scan2` table); `english` is the JSON's line.
/// Food names are the lexicon's and the household's own, as they are stored.
public enum ScanCapability: Equatable, Sendable {
    /// The food model, with the foods it can name.
    case foodModel([String])
    /// The kitchen memory, before it has learnt a food.
    case teachable
    /// The kitchen memory, with what it learnt (the first `shownLearnt`).
    case learnt([LearnedFood])
    case labels
    case barcodes
    /// Whether a vision model reads photos here.
    case vision(ready: Bool)

    /// Learnt foods named before "…".
    static let shownLearnt = 12

    public func text(_ words: Wording) -> String {
        switch self {
        case .foodModel(let foods): words("scan2.canSee.foodModel", foods.count, foods.joined(separator: ", "))
        case .teachable: words("scan2.canSee.teachable")
        case .learnt(let learnt):
            words("scan2.canSee.learnt", Self.list(learnt) { words("scan2.canSee.learntFood", $0.food, $0.photos) })
        case .labels: words("scan2.canSee.labels")
        case .barcodes: words("scan2.canSee.barcodes")
        case .vision(let ready): words(ready ? "scan2.canSee.vision" : "scan2.canSee.visionNeeded")
        }
    }

    public var english: String {
        switch self {
        case .foodModel(let foods): "Produce and dishes the food model knows (\(foods.count)): " + foods.joined(separator: ", ") + "."
        case .teachable: "Foods you teach it: confirm a food from a photo, or name the photo, and it knows that food next time."
        case .learnt(let learnt): "Foods it has learnt here: " + Self.list(learnt) { "\($0.food) (\($0.photos))" } + "."
        case .labels: "Printed labels in large, clear type (the label reader)."
        case .barcodes: "Barcodes you have named before (the barcode reader)."
        case .vision(let ready):
            ready ? "Anything in view, through your vision model." : "Anything in view, with a vision model: save an AI key and a vision-capable model in Settings."
        }
    }

    /// "oat milk (3), tofu (1), …".
    private static func list(_ learnt: [LearnedFood], _ each: (LearnedFood) -> String) -> String {
        (learnt.prefix(shownLearnt).map(each) + (learnt.count > shownLearnt ? ["…"] : [])).joined(separator: ", ")
    }
}
