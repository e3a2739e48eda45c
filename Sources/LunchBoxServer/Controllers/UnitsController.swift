import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

/// Settings → Units: the household chooses metric or US customary for the amounts
/// LunchBox works out, or leaves it to each reader's region. One write.
struct UnitsController {
    let pages: Pages
    let units: HouseholdUnitsUseCase

    func addRoutes(to router: Router<AppRequestContext>) {
        router.post("/settings/units") { _, context -> Response in
            let words = pages.words(context)
            let text = context.form.value("units") ?? ""
            let chosen: UnitSystem?
            if text.isEmpty {
                chosen = nil
            } else if let system = UnitSystem(identifier: text) {
                chosen = system
            } else {
                throw UserFacingError(title: words("units.title"), message: words("units.unknown", text), kind: .input)
            }
            try await units.choose(chosen)
            return Flash.success(words.unitsChosen(chosen)).redirect(to: "/settings#units")
        }
    }
}
