// Values that appear in lists, and the chrome of every page, answer the template's
// lookups directly. Without this, the renderer finds each field by reflection (a new
// Mirror per lookup), which made a page of 1,000 favorites take over 100 ms.
// TemplateLookupTests checks every stored property is answered.

extension PageChrome: TemplateParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "csrf": csrf
        case "flashSuccess": flashSuccess
        case "flashError": flashError
        case "undoToken": undoToken
        case "passphraseMode": passphraseMode
        case "inKitchen": inKitchen
        case "inIdeas": inIdeas
        case "inFavorites": inFavorites
        case "inPlan": inPlan
        case "inSettings": inSettings
        case "inPlay": inPlay
        case "toasts": toasts
        case "hasToasts": hasToasts
        default: nil
        }
    }
}

extension FavoriteRow: TemplateParent {
    func child(named name: String) -> Any? {
        switch name {
        case "id": id
        case "name": self.name
        case "emoji": emoji
        case "detail": detail
        default: nil
        }
    }
}

extension InventoryRow: TemplateParent {
    func child(named name: String) -> Any? {
        switch name {
        case "id": id
        case "name": self.name
        case "quantity": quantity
        case "bestBefore": bestBefore
        case "bestBeforeLabel": bestBeforeLabel
        case "useSoon": useSoon
        case "emoji": emoji
        default: nil
        }
    }
}

extension IdeaCard: TemplateParent {
    func child(named name: String) -> Any? {
        switch name {
        case "id": id
        case "name": self.name
        case "emoji": emoji
        case "summary": summary
        case "unverified": unverified
        case "heldBackReasons": heldBackReasons
        case "uses": uses
        case "warnings": warnings
        default: nil
        }
    }
}

extension IdeaView.Step: TemplateParent {
    func child(named name: String) -> Any? {
        switch name {
        case "number": number
        case "text": text
        default: nil
        }
    }
}

extension MealRow: TemplateParent {
    func child(named name: String) -> Any? {
        switch name {
        case "id": id
        case "description": description
        case "protein": protein
        case "carb": carb
        case "components": components
        case "summary": summary
        default: nil
        }
    }
}

extension PickerChoice: TemplateParent {
    func child(named name: String) -> Any? {
        switch name {
        case "value": value
        case "label": label
        case "selected": selected
        default: nil
        }
    }
}

extension PlanWeekView.Day: TemplateParent {
    func child(named name: String) -> Any? {
        switch name {
        case "iso": iso
        case "name": self.name
        case "date": date
        case "isToday": isToday
        case "meals": meals
        case "hasMeals": hasMeals
        default: nil
        }
    }
}

extension PlanWeekView.PlannedMealRow: TemplateParent {
    func child(named name: String) -> Any? {
        switch name {
        case "assignmentId": assignmentId
        case "description": description
        case "summary": summary
        default: nil
        }
    }
}

extension PlanShoppingListView.Item: TemplateParent {
    func child(named name: String) -> Any? {
        switch name {
        case "key": key
        case "name": self.name
        case "detail": detail
        case "isBought": isBought
        case "toggleLabel": toggleLabel
        default: nil
        }
    }
}
