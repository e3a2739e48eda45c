// The page-level views answer the template's lookups directly too (see TemplateLookups).
// A lookup inside a list climbs the context stack through its page's view (the week
// page's `{{chrome.csrf}}` in every day passes the week), so a view read by reflection
// cost a Mirror per lookup on every row. TemplateLookupTests checks every stored
// property is answered.

extension PlanWeekView: TemplateParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "weekStart": weekStart
        case "previousWeek": previousWeek
        case "nextWeek": nextWeek
        case "thisWeek": thisWeek
        case "isThisWeek": isThisWeek
        case "days": days
        case "mealOptions": mealOptions
        case "hasLibrary": hasLibrary
        case "assigning": assigning
        default: nil
        }
    }
}

extension PlanShoppingListView: TemplateParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "weekStart": weekStart
        case "items": items
        case "hasItems": hasItems
        case "hasPlannedMeals": hasPlannedMeals
        case "countLabel": countLabel
        case "includeStaples": includeStaples
        case "leftOutStaples": leftOutStaples
        default: nil
        }
    }
}

extension MealFilterView: TemplateParent {
    func child(named name: String) -> Any? {
        switch name {
        case "proteins": proteins
        case "carbs": carbs
        case "components": components
        case "hasProteins": hasProteins
        case "hasCarbs": hasCarbs
        case "hasComponents": hasComponents
        case "hasOptions": hasOptions
        case "isActive": isActive
        default: nil
        }
    }
}

extension ScanSettingsView: TemplateParent {
    func child(named name: String) -> Any? {
        switch name {
        case "recognizers": recognizers
        case "threshold": threshold
        case "minimumThreshold": minimumThreshold
        case "maximumThreshold": maximumThreshold
        case "visionModel": visionModel
        case "onlineProductLookup": onlineProductLookup
        default: nil
        }
    }
}

extension ScanSettingsView.Recognizer: TemplateParent {
    func child(named name: String) -> Any? {
        switch name {
        case "kind": kind
        case "title": title
        case "on": on
        case "state": state
        case "detail": detail
        default: nil
        }
    }
}

extension ScanRecognizerView: TemplateParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "kind": kind
        case "ready": ready
        case "off": off
        case "state": state
        case "detail": detail
        default: nil
        }
    }
}
