import LunchBoxCore

/// Settings → Units, beside the language: the household's units for the amounts LunchBox
/// works out, or each reader's region's (the default).
struct UnitsChooserView: Sendable {
    /// The household's choice; nil when each reader's region decides.
    let chosen: UnitSystem?

    func html(csrf: String, words: Wording) -> HTML {
        let choices = [
            (value: "", title: words("units.auto"), selected: chosen == nil),
            (value: UnitSystem.metric.rawValue, title: words("units.metric"), selected: chosen == .metric),
            (value: UnitSystem.usCustomary.rawValue, title: words("units.us"), selected: chosen == .usCustomary),
        ]
        let options = choices.map { choice -> HTML in
            #"<option value="\#(choice.value)"\#(if: choice.selected, " selected")>\#(choice.title)</option>"#
        }
        return """
            <section class="card" id="units">
              <h2><span aria-hidden="true">⚖️</span> \(words("units.title"))</h2>
              <form method="post" action="/settings/units" class="row">
                \(.csrfField(csrf))
                <label for="household-units" class="visually-hidden">\(words("units.title"))</label>
                <select class="grow" id="household-units" name="units">\(options)</select>
                <button type="submit">\(words("units.save"))</button>
              </form>
              <p class="muted small">\(words("units.hint"))</p>
            </section>
            """
    }
}
