import LunchBoxCore

extension AutoPlannedWeek {
    /// `summary` in the reader's language, for the pages: "Planned 5 days: 3 from your
    /// meals, 1 favorite, 1 from the chef." (`summary` stays the API's and the CLI's.)
    public func summary(_ words: Wording) -> String {
        if days.isEmpty && leftEmpty.isEmpty && schoolDaysOnly { return words("plan.auto.noSchoolDayLeft") }
        guard !days.isEmpty else { return words("plan.auto.nothingFound") }
        let sources: [(WeekAutoPlanner.Source, String)] = [(.library, "plan.auto.fromMeals"), (.favorite, "plan.auto.fromFavorites"), (.chef, "plan.auto.fromChef")]
        let counts = sources.compactMap { source, key -> String? in
            let count = days.filter { $0.source == source }.count
            return count > 0 ? words.counting(key, count) : nil
        }
        let planned = words.counting("plan.auto.planned", days.count, counts.joined(separator: ", "))
        return leftEmpty.isEmpty ? planned : planned + " " + words.counting("plan.auto.leftEmpty", leftEmpty.count)
    }
}
