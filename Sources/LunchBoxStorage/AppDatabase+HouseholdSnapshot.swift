import Foundation
import GRDB
import LunchBoxCore

extension AppDatabase: HouseholdSnapshots {
    public func householdSnapshot() async throws -> HouseholdSnapshot {
        try await reader.read { db in
            let members = try MemberRecord.order(Column.rowID).fetchAll(db).map { record in
                HouseholdSnapshot.Member(member: try record.member(), progress: try record.playProgress())
            }
            let settings = try Row.fetchOne(db, sql: "SELECT currentPlayerID, timeZone FROM playSettings WHERE id = 1")
            let weekStart = try Int.fetchOne(db, sql: "SELECT weekStart FROM plannerSettings WHERE id = 1").flatMap(Weekday.init(rawValue:))
            return HouseholdSnapshot(
                kitchen: try Self.inventory(db).items,
                members: members,
                currentMemberID: (settings?["currentPlayerID"] as String?).flatMap(UUID.init(uuidString:)),
                playTimeZone: settings?["timeZone"],
                diets: try DietaryPreferencesRecord.fetchOne(db)?.preferences ?? .none,
                ideaPreferences: try IdeaPreferencesRecord.fetchOne(db)?.preferences ?? .standard,
                weekStart: weekStart ?? .monday,
                favorites: try FavoriteRecord.order(Column("savedAtMilliseconds").desc, Column.rowID.desc).fetchAll(db).map { try $0.idea() },
                meals: try MealRecord.order(Column.rowID).fetchAll(db).map { try $0.meal() },
                plan: try MealAssignmentRecord.order(Column.rowID).fetchAll(db).map { try $0.assignment() },
                bought: try Self.bought(db)
            )
        }
    }

    public func replaceHousehold(with snapshot: HouseholdSnapshot) async throws {
        let ideaPreferences = IdeaPreferencesRecord(try snapshot.ideaPreferences.validated())
        try await writer.write { db in
            // Children first, so no foreign key is left dangling on the way.
            for table in [
                "autoPlanAssignment", "autoPlanMeal", "autoPlan", "packing", "mealAssignment", "meal", "favorite", "inventoryItem", "playSettings",
                "player", "shoppingListBought",
            ] {
                try db.execute(sql: "DELETE FROM \(table)")
            }
            for (index, item) in snapshot.kitchen.enumerated() {
                try InventoryItemRecord(item: item, position: Int64(index + 1)).insert(db)
            }
            for entry in snapshot.members {
                try MemberRecord(member: entry.member, progress: entry.progress).insert(db)
            }
            try db.execute(
                sql: "INSERT INTO playSettings (id, currentPlayerID, timeZone) VALUES (1, ?, ?)",
                arguments: [snapshot.currentMemberID?.uuidString, snapshot.playTimeZone])
            try DietaryPreferencesRecord(snapshot.diets).save(db)
            try ideaPreferences.save(db)
            try db.execute(sql: "INSERT OR REPLACE INTO plannerSettings (id, weekStart) VALUES (1, ?)", arguments: [snapshot.weekStart.rawValue])
            // Oldest first, so equal save times keep their order.
            for idea in snapshot.favorites.reversed() {
                try FavoriteRecord(idea: idea, savedAt: idea.savedAt ?? Date(storedMilliseconds: 0)).insert(db)
            }
            for meal in snapshot.meals {
                try MealRecord(meal: meal).insert(db)
            }
            for assignment in snapshot.plan {
                try MealAssignmentRecord(assignment: assignment).insert(db)
            }
            for tick in snapshot.bought {
                try db.execute(
                    sql: "INSERT INTO shoppingListBought (weekStart, itemKey, boughtAtMilliseconds) VALUES (?, ?, ?)",
                    arguments: [tick.weekStart.isoString, tick.key, tick.boughtAt.storedMilliseconds])
            }
        }
    }

    private static func bought(_ db: Database) throws -> [HouseholdSnapshot.BoughtItem] {
        try Row.fetchAll(db, sql: "SELECT weekStart, itemKey, boughtAtMilliseconds FROM shoppingListBought ORDER BY rowid").map { row in
            guard let week = CalendarDay(isoString: row["weekStart"]) else {
                throw StorageError.corruptValue(table: "shopping list", reason: "a week is not a date")
            }
            return HouseholdSnapshot.BoughtItem(weekStart: week, key: row["itemKey"], boughtAt: Date(storedMilliseconds: row["boughtAtMilliseconds"]))
        }
    }
}
