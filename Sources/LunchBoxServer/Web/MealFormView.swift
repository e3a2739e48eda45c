import Foundation
import LunchBoxCore

/// The meal form's fields, as saved or as typed, with the message when saving failed.
///
/// Components are a text area with one component per line. Lines rather than commas,
/// because a component may itself hold a comma ("rice, cooked" from an idea) and editing
/// a meal must not split it.
struct MealFormView: Sendable {
    /// Where the form posts: `/meals` for a new meal, `/meals/{id}` for an edit.
    let action: String
    let isEditing: Bool
    let description: String
    let protein: String
    let carb: String
    let componentsText: String
    /// The week the person came from, so saving can return to the plan; nil otherwise.
    let week: String?
    let error: String?
    let maximumDescriptionLength = Meal.maximumDescriptionLength
    let maximumComponentLength = Meal.maximumComponentLength

    /// The form for a new meal (`meal` nil) or for editing `meal`.
    init(meal: Meal?, week: String?) {
        action = meal.map { "/meals/\($0.id.uuidString)" } ?? "/meals"
        isEditing = meal != nil
        description = meal?.description ?? ""
        protein = meal?.primaryProtein ?? ""
        carb = meal?.primaryCarb ?? ""
        componentsText = meal?.otherComponents.joined(separator: "\n") ?? ""
        self.week = week
        error = nil
    }

    /// The form again with exactly what was typed and why it was not saved.
    init(typed form: FormData, action: String, isEditing: Bool, error: String) {
        self.action = action
        self.isEditing = isEditing
        description = form.value("description") ?? ""
        protein = form.value("protein") ?? ""
        carb = form.value("carb") ?? ""
        componentsText = form.value("components") ?? ""
        week = Self.week(form.value("week"))
        self.error = error
    }

    /// What the posted form says, before any checks (saving does those).
    struct Fields: Sendable {
        let description: String
        let protein: String
        let carb: String
        let components: [String]
    }

    static func fields(from form: FormData) -> Fields {
        Fields(
            description: form.value("description") ?? "",
            protein: form.value("protein") ?? "",
            carb: form.value("carb") ?? "",
            components: components(fromLines: form.value("components") ?? "")
        )
    }

    /// The edited meal the posted form describes (not yet validated: saving does that).
    /// Its `createdAt` is a placeholder: an update keeps the stored meal's own.
    static func meal(from form: FormData, id: UUID) -> Meal {
        let fields = fields(from: form)
        return Meal(
            id: id, description: fields.description, primaryProtein: fields.protein, primaryCarb: fields.carb, otherComponents: fields.components, createdAt: .distantPast)
    }

    /// One component per line; blank lines and repeats are dropped when the meal is saved.
    static func components(fromLines text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).map(String.init)
    }

    /// A `week` value worth carrying along: a real day, else nil.
    static func week(_ text: String?) -> String? {
        guard let text, let day = CalendarDay(isoString: text) else { return nil }
        return day.isoString
    }
}
