import Foundation
import LunchBoxCore
import Testing

/// A fault that came from another version of LunchBox is worded only when this one's
/// catalog can say it: every key known, every value of the type its phrase writes.
@Suite("Faults a catalog can say")
struct FaultFittingTests {
    private let english = Wording.english

    @Test func everyErrorThisVersionDescribesFitsItsOwnCatalog() {
        let errors: [any Error] =
            UserFacingErrorTests.everyAIError + [
                PlannerError.dayFull(day: CalendarDay(isoString: "2026-11-30")!, maximum: 3), IdeasError.noIdeaNumbered(4, count: 2),
                InventoryError.full(maximum: 500), UserTextError.tooLong(field: "Item name", maximum: 100), SecretStoreError.malformedKey,
                ScanError.tooManyConfirmed(maximum: 50),
            ]
        for error in errors {
            let fault = UserFacingError(error).fault
            #expect(fault?.fits(english) == true, "\(error)")
        }
    }

    @Test func anUnknownKeyOrAValueOfAnotherTypeDoesNotFit() {
        #expect(!Fault(title: "fault99.title.new", message: "fault.inventory.full", [.number(3)]).fits(english))
        #expect(!Fault(title: "fault.title.inventoryFull", message: "fault99.new").fits(english))
        #expect(!Fault(title: "fault.title.inventoryFull", message: "fault.inventory.full", [.text("many")]).fits(english))
        #expect(!Fault(title: "fault.title.inventoryFull", message: "fault.inventory.full").fits(english), "a value missing")
        #expect(!Fault(title: "fault.title.fieldMissing", message: "fault.field.empty", [.phrase("fault99.name.new")]).fits(english))
        let nested = Fault(title: "fault.title.inventoryFull", message: "fault3.asSaid", [.message(Fault(title: "x", message: "fault99.new"))])
        #expect(!nested.fits(english))
        #expect(Fault(title: "fault.title.inventoryFull", message: "fault.inventory.full", [.number(3)]).fits(english))
    }
}
