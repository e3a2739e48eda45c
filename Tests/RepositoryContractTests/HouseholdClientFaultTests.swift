import Foundation
import LunchBoxCore
import LunchBoxHouseholdClient
import LunchBoxTesting
import LunchBoxUseCases
import LunchBoxWire
import Testing

/// The phone's errors with the household's server keep what happened as keys
/// (`fault3.strings`): their English is what it was, and the phone's reader gets them in
/// their language.
@Suite("Household client errors in the reader's language")
struct HouseholdClientFaultTests {
    @Test func clientAndAddressErrorsAreWordedInEveryLanguage() {
        let server = "⟦kitchen.local:8080⟧"
        let errors: [(error: any Error, english: (title: String, message: String))] = [
            (
                HouseholdClientError.unreachable(server: server),
                ("Server unreachable", "Can't reach the household's server at \(server). Check that this phone is on the home network and the server is running.")
            ),
            (
                HouseholdClientError.passphraseRefused(server: server),
                ("Passphrase refused", "The household's server at \(server) did not take the passphrase. Enter it again in Settings.")
            ),
            (
                HouseholdClientError.unexpectedReply(server: server, status: 502),
                ("Not a LunchBox server", "\(server) answered in a way LunchBox does not understand (status 502). Check the address in Settings.")
            ),
            (HouseholdServerError.emptyAddress, ("Address needed", "Enter the address the household opens LunchBox at, like https://kitchen.local:8080.")),
            (HouseholdServerError.notAnAddress, ("Not an address", "That is not a web address. Enter it as the household opens LunchBox in a browser.")),
            (HouseholdServerError.needsHTTPS, ("HTTPS needed", "The household's server must use https:// so the passphrase cannot be read on the network.")),
            (HouseholdServerError.emptyPassphrase, ("Passphrase needed", "Enter the household's passphrase, as on the server's login page.")),
        ]
        let problems = FaultWording.problems(errors)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        let words = Wordings()[.german]
        let unreachable = UserFacingError(HouseholdClientError.unreachable(server: "kitchen.local:8080"))
        #expect(unreachable.title(words) == "Server nicht erreichbar" && unreachable.actions == [.retry] && unreachable.kind == .offline)
        #expect(unreachable.message(words).hasPrefix("Der Server des Haushalts unter kitchen.local:8080 ist nicht erreichbar."))
    }

    /// The server's error comes with its keys: the phone words it in its reader's language,
    /// and falls back to the server's English for a key (or values) this app does not know.
    @Test func aServersErrorIsWordedInThePhonesLanguage() async throws {
        let full = Self.dayFull
        let german = Wordings()[.german]
        let said = try await Self.thrown(answering: try #require(full.fault))
        #expect(said == full && said.kind == .input)
        #expect(said.title(german) == "Tag voll")
        #expect(said.message(german) == full.message(german) && said.message(german).contains("3 Gerichte geplant. Entferne eins"), "\(said.message(german))")

        let newer = try await Self.thrown(answering: Fault(title: "fault99.title.new", message: "fault99.new"))
        #expect(newer.title(german) == full.title && newer.message(german) == full.message)
        let otherValues = try await Self.thrown(answering: Fault(title: "fault.title.dayFull", message: "plan.error.dayFull", [.number(3), .text("Monday")]))
        #expect(otherValues.message(german) == full.message)
    }

    private static let dayFull = UserFacingError(PlannerError.dayFull(day: CalendarDay(isoString: "2026-11-30")!, maximum: 3))

    /// What the phone says when a server answers `fault` with `dayFull`'s English words.
    private static func thrown(answering fault: Fault) async throws -> UserFacingError {
        let english = dayFull
        let body = APIErrorBody(error: .init(status: 400, title: english.title, message: english.message, actions: [], fault: APIFault(fault)))
        let data = try APICoding.encoder().encode(body)
        let transport = RecordingTransport { _ in HTTPResponse(statusCode: 400, body: data) }
        let api = HouseholdAPIClient(server: try #require(URL(string: "https://kitchen.local:8080")), passphrase: "secret", transport: transport)
        do {
            _ = try await RemoteKitchen(api: api).items()
        } catch {
            return UserFacingError(error)
        }
        Issue.record("no error")
        return english
    }

    /// A recognizer's failure the server reported keeps its words under the reader's title.
    @Test func aReportedRecognizerFailureKeepsItsWords() throws {
        let json = #"{"kind": "labels", "title": "Labels", "found": 0, "milliseconds": 12, "error": "The label reader crashed."}"#
        let report = try JSONDecoder().decode(RecognizerReport.self, from: Data(json.utf8))
        let error = try #require(report.error)
        #expect(error.title == "The recognizer failed" && error.message == "The label reader crashed.")
        #expect(error.title(Wordings()[.swedish]) == "Igenkänningen misslyckades" && error.message(Wordings()[.swedish]) == "The label reader crashed.")
    }
}
