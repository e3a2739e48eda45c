/// The kinds of lunch the offline chef builds around a main, so the lexicon can say where
/// each main belongs (tuna in a sandwich or onigiri, dal in a flask, cold pizza as it is)
/// and where each vegetable does (lettuce in bread, carrot sticks as a side).
public enum DishKind: String, CaseIterable, Codable, Sendable {
    /// Sliced bread, a roll, a bagel or a pitta, filled.
    case sandwich
    /// A tortilla or flatbread, rolled.
    case wrap
    /// A tortilla folded over melted cheese and toasted.
    case quesadilla
    /// Rice, grains or potatoes in a box with the main and vegetables.
    case box
    /// A cold pasta salad.
    case pasta
    /// Hot pasta in a tomato sauce cooked with the main (a quick bolognese, sausage pasta).
    case saucedPasta = "sauced-pasta"
    /// A noodle box, cold or warm.
    case noodles
    /// Japanese rice balls with a filling.
    case onigiri
    /// Crackers or breadsticks with the main and vegetables to nibble.
    case plate
    /// Reheated until piping hot and packed in a flask.
    case flask
    /// A cooked dish eaten cold as it is (cold pizza).
    case cold
    case potatoSalad = "potato-salad"
    /// Eggs baked with vegetables, cut into fingers.
    case frittata
    /// Cooked rice stir-fried with egg and vegetables.
    case friedRice = "fried-rice"
    /// For fruit and vegetables: good packed alongside as the lunch's side.
    case side
    /// Breakfast: oats soaked overnight in milk or yogurt, with fruit.
    case overnightOats = "overnight-oats"
    /// Breakfast: yogurt layered with fruit and something crunchy.
    case parfait
    /// Breakfast: toast or bread with a topping, and fruit.
    case toast
}
