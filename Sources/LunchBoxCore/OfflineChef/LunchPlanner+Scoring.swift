/// How a cook weighs one lunch against another.
extension LunchPlanner {
    /// Higher is better: use-soon food and leftovers, the wished cuisine, the wished
    /// difficulty, the persona's taste, and dishes that suit their main.
    func score(_ plan: LunchPlan) -> Int {
        var points = urgency(plan.main) * 2 + (plan.carb.map(urgency) ?? 0) + (plan.extra.map(urgency) ?? 0)
        points += Self.dishPoints[plan.dish] ?? 0
        // A leftover dish eaten as it was meant to be is what a cook reaches for first.
        if plan.main.isLeftover, [.flask, .cold].contains(plan.dish) { points += 30 }
        if wishes.cuisine != .any {
            let wished = wishes.cuisine.rawValue
            if plan.cuisine == wished { points += 45 }
            if pairings.cuisines[wished]?.dishes.contains(plan.dish) == true { points += 12 }
        } else if plan.cuisine != FoodPairings.everyday, pairings.cuisines[plan.cuisine]?.dishes.contains(plan.dish) == true {
            points += 10
        }
        if let carb = plan.carb, !carb.food.cuisines.isEmpty, carb.food.cuisines.contains(plan.cuisine) { points += 8 }
        points += difficultyPoints(plan.effort)
        // Dinner is a hot meal at the table.
        if wishes.mealType == .dinner, plan.isHot || [.quesadilla, .frittata].contains(plan.dish) { points += 30 }
        points += personaPoints(plan.dish)
        // Without a base is for a kitchen with none, or to vary a batch of bread and rice.
        if plan.baseless, !pantry.playing(.carb).isEmpty { points -= 15 }
        return points
    }

    /// False when the lunch takes longer than the person allows.
    func fitsTime(_ plan: LunchPlan) -> Bool {
        guard let limit = wishes.maxMinutes else { return true }
        return plan.minutes <= limit
    }

    private func difficultyPoints(_ effort: Int) -> Int {
        switch wishes.difficulty {
        case .any: effort >= 3 ? -8 : 0
        case .easy: [0: 15, 1: 0, 2: -30, 3: -60][effort] ?? 0
        case .medium: [0: -5, 1: 5, 2: 5, 3: -10][effort] ?? 0
        case .hard: [0: -20, 1: 0, 2: 10, 3: 25][effort] ?? 0
        }
    }

    /// Each persona's favourite ways to pack a lunch.
    private func personaPoints(_ dish: DishKind) -> Int {
        ChefVoice.voice(for: wishes.persona).favourites.contains(dish) ? 10 : 0
    }

    /// Everyday dishes come up a little more often; variety does the rest.
    private static let dishPoints: [DishKind: Int] = [
        .sandwich: 8, .wrap: 7, .box: 6, .pasta: 5, .plate: 3, .noodles: 5, .flask: 6, .cold: 6, .onigiri: 3, .quesadilla: 4,
        .potatoSalad: 2, .frittata: 2, .friedRice: 4, .saucedPasta: 4,
    ]
}
