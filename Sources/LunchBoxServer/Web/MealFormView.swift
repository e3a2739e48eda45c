import Foundation
import LunchBoxCore

/// The meal form's fields, as saved or as typed, with the message when saving failed.
///
/// Components are a text area with one component per line. Lines rather than commas,
/// because a component may itself hold a comma ("rice, cooked" from an idea) and editing
/// a meal must not split it.
struct MealFormView: Page {
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

    func title(_ words: Wording) -> String { isEditing ? words("meals.form.editTitle") : words("meals.new") }
    var section: PageChrome.Section { .plan }

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

    func content(csrf: String, words: Wording) -> HTML {
        """
        <section class="card narrow">
          <h1>\(title(words))</h1>
          \(html: error.map { #"<p class="alert" role="alert" id="meal-error">\#($0)</p>"# })
          <form method="post" action="\(action)" class="stack meal-form">
            \(.csrfField(csrf))
            \(html: week.map { #"<input type="hidden" name="week" value="\#($0)">"# })
            <div>
              <label for="meal-description">\(words("meals.form.description"))</label>
              <input id="meal-description" name="description" type="text" maxlength="\(Meal.maximumDescriptionLength)" required placeholder="\(words("meals.form.descriptionPlaceholder"))" value="\(description)" autocomplete="off">
            </div>
            <div class="row">
              <div class="grow">
                <label for="meal-protein">\(words("meals.form.protein")) <span class="muted small">\(words("meals.form.optional"))</span></label>
                <input id="meal-protein" name="protein" type="text" maxlength="\(Meal.maximumComponentLength)" placeholder="\(words("meals.form.proteinPlaceholder"))" value="\(protein)" autocomplete="off">
              </div>
              <div class="grow">
                <label for="meal-carb">\(words("meals.form.carb")) <span class="muted small">\(words("meals.form.optional"))</span></label>
                <input id="meal-carb" name="carb" type="text" maxlength="\(Meal.maximumComponentLength)" placeholder="\(words("meals.form.carbPlaceholder"))" value="\(carb)" autocomplete="off">
              </div>
            </div>
            <div>
              <label for="meal-components">\(words("meals.form.components")) <span class="muted small">\(words("meals.form.onePerLine"))</span></label>
              <textarea id="meal-components" name="components" rows="5" placeholder="\(words("meals.form.componentsPlaceholder"))" aria-describedby="meal-components-hint">\(componentsText)</textarea>
              <p class="muted small" id="meal-components-hint">\(words("meals.form.componentsHint"))</p>
            </div>
            <div class="actions">
              <button type="submit">\(isEditing ? words("meals.form.save") : words("meals.form.add"))</button>
              <a class="button quiet" href="\(week.map { "/plan?week=\($0)" } ?? "/meals")">\(words("meals.cancel"))</a>
            </div>
          </form>
        </section>
        """
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
    /// The form shows every field, so its edit names every field.
    static func edit(from form: FormData) -> MealEdit {
        let fields = fields(from: form)
        return MealEdit(description: fields.description, primaryProtein: fields.protein, primaryCarb: fields.carb, otherComponents: fields.components)
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
