import LunchBoxCore
import Testing

/// Issue 40: one reading of a typed day, and one wording of its error, for every face.
@Suite struct TypedDayTests {
    @Test func aDayIsReadWithTheWhiteSpaceAroundItAndNothingIsNoDay() throws {
        #expect(try TypedDay.parse(" 2026-11-23 ", as: .day) == CalendarDay(year: 2026, month: 11, day: 23))
        #expect(try TypedDay.parse("  ", as: .bestBefore) == nil)
        #expect(try TypedDay.parse(nil, as: .week) == nil)
        #expect(throws: TypedDay.Invalid(field: .day)) { try TypedDay.required("", as: .day) }
    }

    @Test(arguments: ["23/11/2026", "2026-13-01", "2026-02-30", "tomorrow", "2026-11-23T10:00"])
    func anythingElseIsRefusedNamingTheField(text: String) {
        #expect(throws: TypedDay.Invalid(field: .bestBefore)) { try TypedDay.parse(text, as: .bestBefore) }
        let message = UserFacingError(TypedDay.Invalid(field: .week)).message
        #expect(message == "The week must be a date like 2026-11-23 (YYYY-MM-DD); any day of the week will do.")
        #expect(UserFacingError(TypedDay.Invalid(field: .bestBefore)).kind == .input)
    }
}
