import LunchBoxCore
import LunchBoxPresentation
import SwiftUI

/// The library's filters: one protein, one carb, any number of components.
struct MealFilters: View {
    @EnvironmentObject private var model: MealListViewModel

    var body: some View {
        Section("Filters") {
            Picker("Protein", selection: $model.filterCriteria.proteinFilter) {
                Text("Any").tag(String?.none)
                ForEach(model.availableProteins, id: \.self) { protein in
                    Text(protein).tag(String?.some(protein))
                }
            }
            Picker("Carb", selection: $model.filterCriteria.carbFilter) {
                Text("Any").tag(String?.none)
                ForEach(model.availableCarbs, id: \.self) { carb in
                    Text(carb).tag(String?.some(carb))
                }
            }
            ForEach(model.availableComponents, id: \.self) { component in
                Toggle(component, isOn: binding(for: component))
            }
            Button("Clear Filters") { model.clearFilters() }
                .disabled(!model.hasActiveFilters)
        }
    }

    private func binding(for component: String) -> Binding<Bool> {
        Binding(get: { model.isFilteringComponent(component) }, set: { _ in model.toggleComponentFilter(component) })
    }
}
