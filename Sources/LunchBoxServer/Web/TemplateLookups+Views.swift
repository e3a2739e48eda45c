// More page values that answer the template's lookups directly (see TemplateLookups).
// TemplateLookupTests checks every stored property is answered.

extension PlayView: TemplateParent {
    func child(named name: String) -> Any? {
        switch name {
        case "playerName": playerName
        case "points": points
        case "level": level
        case "pointsIntoLevel": pointsIntoLevel
        case "pointsPerLevel": pointsPerLevel
        case "pointsToNextLevel": pointsToNextLevel
        case "streak": streak
        case "longestStreak": longestStreak
        case "longestStreakText": longestStreakText
        case "checkedInToday": checkedInToday
        case "timeZone": timeZone
        case "unlockedCount": unlockedCount
        case "badgeCount": badgeCount
        case "badges": badges
        case "challenges": challenges
        case "board": board
        case "players": players
        case "rules": rules
        case "justEarned": justEarned
        default: nil
        }
    }
}

extension PlayView.Badge: TemplateParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "emoji": emoji
        case "detail": detail
        case "rarity": rarity
        case "rarityClass": rarityClass
        case "unlocked": unlocked
        case "unlockedOn": unlockedOn
        default: nil
        }
    }
}

extension PlayView.Challenge: TemplateParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "period": period
        case "goal": goal
        case "progress": progress
        case "points": points
        case "done": done
        default: nil
        }
    }
}

extension PlayView.Option: TemplateParent {
    func child(named name: String) -> Any? {
        switch name {
        case "id": id
        case "name": self.name
        case "selected": selected
        default: nil
        }
    }
}

extension PlayView.Row: TemplateParent {
    func child(named name: String) -> Any? {
        switch name {
        case "rank": rank
        case "name": self.name
        case "points": points
        case "level": level
        case "badges": badges
        case "isCurrent": isCurrent
        default: nil
        }
    }
}

extension PlayView.Rule: TemplateParent {
    func child(named name: String) -> Any? {
        switch name {
        case "action": action
        case "points": points
        default: nil
        }
    }
}

extension ShareCardPicker: TemplateParent {
    func child(named name: String) -> Any? {
        switch name {
        case "base": base
        case "selected": selected
        case "styles": styles
        default: nil
        }
    }
}

extension IdeaDetail.DayChoice: TemplateParent {
    func child(named name: String) -> Any? {
        switch name {
        case "iso": iso
        case "label": label
        case "checked": checked
        default: nil
        }
    }
}

extension FailureView: TemplateParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "message": message
        case "isOffline": isOffline
        case "canRetry": canRetry
        case "canUseOfflineChef": canUseOfflineChef
        case "needsSettings": needsSettings
        case "needsFood": needsFood
        case "engine": engine
        default: nil
        }
    }
}

extension IdeaView: TemplateParent {
    func child(named name: String) -> Any? {
        switch name {
        case "id": id
        case "name": self.name
        case "emoji": emoji
        case "ingredients": ingredients
        case "ingredientSummary": ingredientSummary
        case "steps": steps
        case "origin": origin
        case "shareText": shareText
        case "savedAt": savedAt
        default: nil
        }
    }
}

extension MealFormView: TemplateParent {
    func child(named name: String) -> Any? {
        switch name {
        case "action": action
        case "isEditing": isEditing
        case "description": self.description
        case "protein": protein
        case "carb": carb
        case "componentsText": componentsText
        case "week": week
        case "error": error
        case "maximumDescriptionLength": maximumDescriptionLength
        case "maximumComponentLength": maximumComponentLength
        default: nil
        }
    }
}

extension PlannedDayLink: TemplateParent {
    func child(named name: String) -> Any? {
        switch name {
        case "iso": iso
        case "title": title
        default: nil
        }
    }
}

extension SettingsController.PresetRow: TemplateParent {
    func child(named name: String) -> Any? {
        switch name {
        case "id": id
        case "title": title
        case "baseURL": baseURL
        case "model": model
        case "hint": hint
        case "current": current
        default: nil
        }
    }
}

extension ScanDetectionView: TemplateParent {
    func child(named name: String) -> Any? {
        switch name {
        case "index": index
        case "name": self.name
        case "needsName": needsName
        case "quantity": quantity
        case "barcode": barcode
        case "confidence": confidence
        default: nil
        }
    }
}
