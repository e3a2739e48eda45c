/// A fault the checker can find by rule, and one found in a run.
enum FaultKind: String, CaseIterable, Comparable {
    case cookedFromRaw = "cooks a cooked food from raw"
    case frozenUncooked = "frozen food packed uncooked"
    case rawNeverCooked = "raw food never cooked"
    case notHeated = "hot food never heated"
    case reheatedTwice = "leftover reheated twice"
    case notCut = "whole food never cut"
    case wrongTechnique = "wrong technique (citrus chopped, cheese melted, egg steps)"
    case needlessCut = "bite-sized food cut"
    case cookTime = "wrong cooking time"
    case missingPart = "lunch missing a part"
    case unseasoned = "unseasoned"
    case sauceUnused = "dry while the kitchen's sauce goes unused"
    case diet = "diet broken"
    case misnamed = "name does not match ingredients"
    case vagueName = "name does not say what the food is"
    case refusal = "refusal where lunches are possible"
    case shortUnexplained = "short batch not explained"
    case adviceNamesHeldFood = "advice names food the kitchen holds"
    case vagueAdvice = "advice names no food"
    case repeatInBatch = "repeat within a batch"
    case repeatAcrossBatches = "repeat of the last batch"
    case samey = "one main or one dish through a batch"
    case quantityWord = "quantity words taken for food"
    case unusedIngredient = "ingredient never used in a step"
    case unlistedFood = "step uses food not listed"
    case expiredUsed = "food past its date used"
    case cannedStep = "canned sentence as a step"
    case nondeterministic = "different result on a rerun"
    case smallerAgain = "new ideas fewer than the first batch"
    case unknownUnsaid = "food not recognised and not said"
    case nearDuplicate = "two ideas share their main and base"

    static func < (lhs: FaultKind, rhs: FaultKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

struct Fault {
    let kind: FaultKind
    let kitchen: String
    let batch: Int
    let idea: String
    let detail: String
}
