import LunchBoxCore
import LunchBoxPresentation
import SwiftUI

/// The planner's way to the meal library, the shopping list and the calendar export.
struct PlanToolbar: ToolbarContent {
    var body: some ToolbarContent {
        // .navigation and .primaryAction are the bar's leading and trailing places from
        // iOS 14 (.topBarLeading/.topBarTrailing need iOS 17; the app runs on 16).
        ToolbarItem(placement: .navigation) {
            NavigationLink("Library") { MealLibraryView() }
        }
        ToolbarItemGroup(placement: .primaryAction) {
            ShoppingListLink()
            CalendarExportButton()
        }
    }
}

/// Opens the shown week's shopping list.
private struct ShoppingListLink: View {
    @EnvironmentObject private var model: WeeklyPlannerViewModel

    var body: some View {
        if let week = model.week {
            NavigationLink {
                ShoppingListView(week: week)
            } label: {
                Image(systemName: "cart")
            }
            .accessibilityLabel("Shopping list")
        }
    }
}

/// Exports the shown week as an `.ics` file through the share sheet.
private struct CalendarExportButton: View {
    @EnvironmentObject private var planner: WeeklyPlannerViewModel
    @EnvironmentObject private var export: CalendarExportViewModel
    @Environment(\.appContainer) private var container
    @State private var shared: SharedFile?

    var body: some View {
        Button {
            Task {
                if let week = planner.week, let url = await container?.calendarFileURL(for: week) {
                    shared = SharedFile(url: url)
                }
            }
        } label: {
            Image(systemName: "calendar.badge.plus")
        }
        .accessibilityLabel("Export the week to your calendar")
        .sheet(item: $shared, onDismiss: { export.finish() }) { file in
            ActivitySheet(items: [file.url])
        }
        .errorAlert($export.errorMessage)
    }
}
