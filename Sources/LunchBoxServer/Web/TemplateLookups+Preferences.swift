// The preferences page's values answer the template's lookups directly (see
// TemplateLookups): read by reflection, its option lists took a third of the page's time.
// TemplateLookupTests checks every stored property is answered.

extension PreferencesController.Choice: TemplateParent {
    func child(named name: String) -> Any? {
        switch name {
        case "id": id
        case "title": title
        case "explanation": explanation
        case "on": on
        default: nil
        }
    }
}

extension IdeaPreferencesView: TemplateParent {
    func child(named name: String) -> Any? {
        switch name {
        case "personas": personas
        case "cuisines": cuisines
        case "difficulties": difficulties
        case "times": times
        case "meals": meals
        case "ideaCount": ideaCount
        case "minimumCount": minimumCount
        case "maximumCount": maximumCount
        case "avoidRepeats": avoidRepeats
        default: nil
        }
    }
}

extension IdeaPreferencesView.Persona: TemplateParent {
    func child(named name: String) -> Any? {
        switch name {
        case "id": id
        case "label": label
        case "voice": voice
        case "chosen": chosen
        case "locked": locked
        case "lockNote": lockNote
        default: nil
        }
    }
}
