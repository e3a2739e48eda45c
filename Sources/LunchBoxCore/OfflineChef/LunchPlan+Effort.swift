/// How long a lunch takes and how much skill it asks, so the difficulty and time
/// preferences can shape the choice.
extension LunchPlan {
    /// The foods it cooks, cooks from frozen or thaws.
    var cooked: [ChefIngredient] { all.filter { $0.cooking != nil } }

    /// Minutes of work on the day: assembling, plus the longest cooking (things cook side
    /// by side), plus reheating a leftover. Overnight soaking and thawing are not counted.
    var minutes: Int {
        let times = cooked.compactMap(\.cooking).filter { $0.technique != .thaw }.map { $0.minutes.upperBound * ($0.perSide ? 2 : 1) }
        var total = Self.assemblyMinutes[dish] ?? 5
        total += times.max() ?? 0
        if times.count > 1 { total += 5 }
        if dish == .flask, main.state == .cooked { total += 5 }
        return total
    }

    /// 0: put together only; 1: one thing cooked or reheated; 2: two or more; 3: a dish that
    /// asks for hands-on skill (onigiri, frittata, quesadilla) or overnight soaking.
    var effort: Int {
        if [.onigiri, .frittata, .quesadilla].contains(dish) { return 3 }
        if cooked.contains(where: { $0.cooking?.soakOvernight == true }) { return 3 }
        let cooks = cooked.count + (dish == .flask && main.state == .cooked ? 1 : 0) + (dish == .friedRice ? 1 : 0)
        return min(2, cooks)
    }

    private static let assemblyMinutes: [DishKind: Int] = [
        .sandwich: 5, .wrap: 5, .plate: 5, .box: 5, .pasta: 5, .noodles: 5, .onigiri: 15, .flask: 5, .cold: 3, .quesadilla: 10,
        .potatoSalad: 5, .frittata: 25, .friedRice: 10, .overnightOats: 5, .parfait: 5, .toast: 5, .saucedPasta: 15,
    ]
}
