import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

/// `/household`: the members, their diets and foods to avoid, and "Pack for".
struct HouseholdController {
    let pages: Pages
    let household: HouseholdUseCase

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/household") { request, context in
            try pages.render(HouseholdPage(members: try await household.members()), request: request, context: context)
        }
        router.post("/household") { _, context -> Response in
            let form = context.form
            let member = try await household.add(
                name: form.value("name") ?? "", diets: try HouseholdMember.diets(from: form.values("diet")),
                avoids: try HouseholdMember.avoids(from: form.values("avoid")))
            return Flash.success(pages.words(context)("household.added", member.name, member.needsSummary(pages.words(context)))).redirect(to: "/household")
        }
        router.post("/household/pack-for") { _, context -> Response in
            let chosen = try await household.packFor(context.form.values("member")).filter(\.packFor).map(\.name)
            let words = pages.words(context)
            let text = chosen.isEmpty ? words("household.followsOwnDiets") : words("household.packedFor", words.and(chosen))
            return Flash.success(text).redirect(to: "/ideas")
        }
        router.post("/household/{id}") { _, context -> Response in
            let form = context.form
            let member = try await household.set(
                try context.parameters.require("id"), name: form.value("name"), diets: try HouseholdMember.diets(from: form.values("diet")),
                avoids: try HouseholdMember.avoids(from: form.values("avoid")), packFor: form.contains("packFor"))
            return Flash.success(pages.words(context)("household.saved", member.name, member.needsSummary(pages.words(context)))).redirect(to: "/household")
        }
        router.post("/household/{id}/remove") { _, context -> Response in
            let member = try await household.remove(try context.parameters.require("id"))
            return Flash.success(pages.words(context)("household.removed", member.name)).redirect(to: "/household")
        }
    }
}
