/// Suggested amounts written after each ingredient ("bread (2 slices)"). They use only
/// amount words, so the dietary guard reads the line exactly as the item's name.
extension OfflineChef {
    static func line(for ingredient: ChefIngredient, role: SlotRole) -> String {
        guard let portion = portion(for: ingredient, role: role) else { return ingredient.item.name }
        return "\(ingredient.item.name) (\(portion))"
    }

    static func portion(for ingredient: ChefIngredient, role: SlotRole) -> String? {
        guard let food = ingredient.food, !ingredient.namesAmount else { return nil }
        switch role {
        case .dressing, .noodleSauce: return "1-2 tbsp"
        case .spread: return "1 tbsp"
        case .aromatic: return "a little"
        case .crunch, .snack: return "a small handful"
        default: break
        }
        switch food.form {
        case .bread: return LunchFormat.isSlicedLoaf(ingredient) ? (role == .sideBread ? "1 slice" : "2 slices") : "1"
        case .wrap: return "1"
        case .rice, .grain: return food.mustCook ? "1/2 cup uncooked" : "1 cup"
        case .pasta, .noodles: return food.mustCook ? "75 g uncooked" : "1 cup"
        case .potato: return food.mustCook ? "2 small" : "1 cup"
        case .crackers: return "a handful"
        case .cereal: return "40 g"
        case .cheese: return "40 g"
        case .yogurt: return "150 g"
        case .milk: return "150 ml"
        case .spread: return "2 tbsp"
        case .sauce: return "1-2 tbsp"
        case .aromatic: return "a little"
        case .soup: return "1 portion"
        case .leafy: return "a handful"
        case .spice: return nil
        case nil: break
        }
        switch food.category {
        case .protein: return food.contains.contains(.egg) && food.name.contains("egg") ? "2" : "about 80 g"
        case .vegetable, .fruit: return "a handful"
        case .snack: return "a small handful"
        case .condiment: return food.name == "nori" ? "1 sheet" : nil
        default: return nil
        }
    }
}
