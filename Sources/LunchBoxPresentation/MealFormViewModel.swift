import Foundation
import LunchBoxCore
import LunchBoxUseCases
import OpenCombineShim

/// The form for a new meal or for editing one: the fields, the component list, and
/// save with the seed's messages ("Meal description cannot be empty").
@MainActor
public final class MealFormViewModel: ObservableObject {
    @Published public var description: String
    @Published public var primaryProtein: String
    @Published public var primaryCarb: String
    @Published public private(set) var otherComponents: [String]
    /// The component being typed, added with `addComponent()`.
    @Published public var newComponent = ""
    @Published public private(set) var isSaving = false
    @Published public var errorMessage: String?

    /// The meal being edited, or nil for a new one.
    public let editingMeal: Meal?

    private let plan: any MealLibrary

    /// The screen's words, in the person's language: its errors are said in them.
    private let words: Wording

    public init(library plan: any MealLibrary, editing meal: Meal? = nil, words: Wording) {
        self.words = words
        self.plan = plan
        self.editingMeal = meal
        self.description = meal?.description ?? ""
        self.primaryProtein = meal?.primaryProtein ?? ""
        self.primaryCarb = meal?.primaryCarb ?? ""
        self.otherComponents = meal?.otherComponents ?? []
    }

    public var isEditing: Bool { editingMeal != nil }
    public var title: String { words(isEditing ? "screens2.meals.editTitle" : "screens2.meals.newTitle") }

    /// Save is offered once there is a description; saving checks everything else.
    public var canSave: Bool {
        !isSaving && description.contains { !$0.isWhitespace }
    }

    /// Adds the typed component. A repeat (in any case) is dropped quietly: the list
    /// already has it. Returns true when the list changed.
    @discardableResult
    public func addComponent() -> Bool {
        do {
            let clean = try UserText.clean(newComponent, field: "Component", maxLength: Meal.maximumComponentLength, allowEmpty: true)
            guard !clean.isEmpty else { return false }
            newComponent = ""
            let updated = try Meal.cleanComponents(otherComponents + [clean])
            guard updated != otherComponents else { return false }
            otherComponents = updated
            errorMessage = nil
            return true
        } catch {
            errorMessage = UserFacingError(error).message(words)
            return false
        }
    }

    public func removeComponent(at index: Int) {
        guard otherComponents.indices.contains(index) else { return }
        otherComponents.remove(at: index)
    }

    /// The components as rows a list can follow by identity: a component appears once
    /// (repeats are dropped on adding), so its text is its id.
    public var componentRows: [MealComponentRow] {
        otherComponents.map(MealComponentRow.init(name:))
    }

    /// Removes the rows at `offsets` (positions in `componentRows`) all at once, as a
    /// list's swipe or Edit mode hands them over. Removing them one by one in ascending
    /// order would shift the later positions and remove the wrong components.
    public func removeComponents(at offsets: IndexSet) {
        let doomed = Set(offsets.filter(otherComponents.indices.contains).map { otherComponents[$0] })
        otherComponents.removeAll(where: doomed.contains)
    }

    /// Validates and saves; returns the meal as stored, or nil with `errorMessage` set.
    /// A component still in the text field is included, as the person would expect.
    @discardableResult
    public func save() async -> Meal? {
        guard !isSaving else { return nil }
        errorMessage = nil
        if newComponent.contains(where: { !$0.isWhitespace }) {
            addComponent()
            guard errorMessage == nil else { return nil }
        }
        isSaving = true
        defer { isSaving = false }
        do {
            // The use case validates (one set of rules for every face) and stamps a new
            // meal's creation time; an edited meal keeps its id and creation time.
            let stored: Meal
            if let editingMeal {
                let edit = MealEdit(description: description, primaryProtein: primaryProtein, primaryCarb: primaryCarb, otherComponents: otherComponents)
                stored = try await plan.updateMeal(id: editingMeal.id, edit: edit)
            } else {
                stored = try await plan.addMeal(description: description, protein: primaryProtein, carb: primaryCarb, components: otherComponents)
            }
            errorMessage = nil
            return stored
        } catch {
            errorMessage = UserFacingError(error).message(words)
            return nil
        }
    }
}

/// One component of the meal being edited, as the form lists it.
public struct MealComponentRow: Identifiable, Equatable, Sendable {
    public let name: String
    public var id: String { name }
}
