import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

/// Every line a command prints comes from the catalog: a walk through the commands a
/// household uses, run in German, French, Spanish and Swedish with every phrase marked
/// ⟦ ⟧ (`Wording.marking`, as the pages' check), fails on any text outside the marks
/// that is not the household's own data (`MarkedWords`).
@Suite("CLI output in every language")
struct CLILanguageWalkTests {
    /// The commands walked: the kitchen, ideas from the offline chef, favorites, diets,
    /// settings, scanning (its settings, its memory, a photo that is not there), backups, the household document (exported, imported
    /// after asking, and stock and a recipe moved in from other apps), the server's mistakes (before it listens), play, meals,
    /// the plan, the shopping list, packing, the household, and mistakes. "{home}" is the
    /// test's own folder, for the files a command writes.
    static let walk: [[String]] = [
        ["inventory", "add", "Milch, Eier, 2 Äpfel, Vollkornbrot, Käse, Tomaten, Gurke, Hähnchen"],
        ["inventory", "add", "Joghurt", "--best-before", "2026-11-20"],
        ["inventory", "add", "Hummus", "--use-by", "yesterday"],
        ["inventory", "list"],
        ["inventory", "edit", "1", "--quantity", "3"],
        ["inventory", "edit", "1"],
        ["inventory", "remove", "99"],
        ["inventory", "remove", "zzzz"],
        ["inventory", "add", "Brot", "--best-before", "someday"],
        ["ideas"],
        ["ideas", "--last"],
        ["favorites", "add", "1"],
        ["favorites", "list"],
        ["favorites", "show", "9"],
        ["favorites", "export", "--format", "pdf"],
        ["prefs"],
        ["prefs", "set", "vegetarian", "nut-free"],
        ["prefs", "set", "carnivore"],
        ["prefs", "set"],
        ["prefs", "ideas"],
        ["settings"],
        ["settings", "model", "gpt-4o-mini"],
        ["settings", "timeout", "90"],
        ["settings", "preset"],
        ["settings", "preset", "ollama"],
        ["settings", "preset", "skynet"],
        ["settings", "language"],
        ["settings", "scan"],
        ["scan", "{home}/walk-label.jpg", "--recognizer", "labels"],
        ["scan", "{home}/walk-nothing.jpg", "--recognizer", "labels"],
        ["scan", "receipt", "{home}/walk-receipt.jpg"],
        ["settings", "scan", "--disable", "labels", "--threshold", "0.5", "--product-lookup", "on"],
        ["settings", "scan", "--product-lookup", "maybe"],
        ["scan", "{home}/no-such-photo.jpg"],
        ["scan", "receipt", "{home}/no-such-receipt.jpg"],
        ["scan", "--recognizer", "telepathy", "{home}/no-such-photo.jpg"],
        ["scan", "memory"],
        ["scan", "memory", "forget", "tofu"],
        ["scan", "memory", "forget", "--all"],
        ["scan", "memory", "forget"],
        ["backup", "{home}/walk-backup.sqlite"],
        ["restore", "{home}/walk-backup.sqlite"],
        ["export", "{home}/walk-household.json"],
        ["import", "{home}/walk-household.json"],
        ["import", "{home}/walk-household.json", "--yes"],
        ["move-in", "{home}/walk-grocy.json"],
        ["move-in", "{home}/walk-mealie.json"],
        ["move-in", "{home}/walk-soap.json"],
        ["serve", "--port", "0", "--keep-daily", "0"],
        ["serve", "--port", "0", "--body-timeout", "0"],
        ["serve", "--port", "0", "--trusted-proxy", "10.0.0.0/8"],
        ["serve", "--port", "0", "--tls-cert", "{home}/cert.pem"],
        ["meals", "list"],
        ["meals", "add", "Chicken wrap", "--protein", "chicken", "--carb", "tortilla"],
        ["meals", "add", "--from-idea", "1"],
        ["meals", "add", "--from-idea", "9"],
        ["meals", "list"],
        ["meals", "filter", "--protein", "chicken"],
        ["meals", "filter", "--protein", "tofu"],
        ["meals", "edit", "1", "--component", "lettuce"],
        ["meals", "edit", "1"],
        ["plan", "show"],
        ["plan", "assign", "1", "mon", "tue"],
        ["plan", "assign", "1", "someday"],
        ["plan", "show"],
        ["plan", "week-start"],
        ["plan", "remove", "1"],
        ["plan", "show", "--week", "2"],
        ["shopping-list"],
        ["shopping-list", "bought", "tortilla"],
        ["shopping-list", "bought", "caviar"],
        ["pack", "idea", "1"],
        ["pack", "meal", "1"],
        ["household", "add", "Sam", "--diet", "vegetarian", "--avoid", "sesame"],
        ["household"],
        ["household", "pack-for", "Sam"],
        ["play"],
        ["play", "as", "Sam"],
        ["play"],
        ["play", "timezone"],
        ["household", "verdicts", "ideas"],
        ["household", "remove", "Sam"],
        ["meals", "delete", "1"],
        ["inventory", "clear"],
        ["inventory", "clear", "--yes"],
        ["ideas"],
        ["plan", "auto"],
    ]

    @Test(arguments: [Language.german, .french, .spanish, .swedish])
    func everyLineComesFromTheCatalog(_ language: Language) async throws {
        let cli = try CLIHarness()
        cli.marksWords = true
        try Self.writePhotos(in: cli)
        try Self.otherAppsExports(in: cli.home.url)
        var unmarked: [String] = []
        for step in Self.walk {
            let arguments = step.map { $0.replacingOccurrences(of: "{home}", with: cli.home.url.path) }
            let run = await cli.run(arguments + ["--language", language.rawValue])
            let lines = (run.output + run.errors).split(separator: "\n").map { Self.withoutCodes(String($0)) }
            // The household's data is read only when a line has words outside the marks.
            guard lines.contains(where: { !MarkedWords.unmarked(in: $0).isEmpty }) else { continue }
            let data = await Self.data(in: cli)
            for line in lines {
                unmarked += MarkedWords.unmarked(in: line, ignoring: data).map { "\(step.joined(separator: " ")): \($0)  «\(line)»" }
            }
        }
        #expect(unmarked.isEmpty, "\(language):\n\(unmarked.joined(separator: "\n"))")
    }

    @Test func theCheckSeesEnglishOutsideTheMarks() async throws {
        let cli = try CLIHarness()
        let run = await cli.run("inventory", "add", "Milch", "--language", "de")
        #expect(!MarkedWords.unmarked(in: run.output, ignoring: await Self.data(in: cli)).isEmpty, "\(run.output)")
        cli.marksWords = true
        let marked = await cli.run("inventory", "add", "Eier", "--language", "de")
        #expect(MarkedWords.unmarked(in: marked.output, ignoring: await Self.data(in: cli)).isEmpty, "\(marked.output)")
    }

    @Test func errorsSayWhatToDoInTheReadersLanguage() async throws {
        let cli = try CLIHarness()
        let missing = await cli.run("inventory", "remove", "3", "--language", "de")
        #expect(missing.status == 1)
        #expect(missing.errors == "Fehler: Es gibt kein Lebensmittel Nummer 3; es gibt 0.\nDie Nummern siehst du mit: lunchbox inventory list\n")
        cli.environment["LANG"] = "sv_SE.UTF-8"
        let empty = await cli.run("ideas")
        #expect(empty.errors.hasPrefix("Fel: Köket är tomt. Skanna eller lägg till mat först"), "\(empty.errors)")
        #expect(empty.errors.contains("Lägg till mat med: lunchbox inventory add eggs bread"))
        let added = await cli.run("inventory", "add", "Milch, Eier", "--language", "fr")
        #expect(added.output == "Ajouté : Milch et Eier.\n")
        let day = await cli.run("plan", "assign", "1", "someday", "--language", "es")
        #expect(day.errors.contains("«someday» no es un día."), "\(day.errors)")
    }

    /// The photos the walk scans with the real label and page readers: a label the reader
    /// names (what was found and how sure), one it cannot (what would help) and a till
    /// receipt (its summary and the lines left out).
    static func writePhotos(in cli: CLIHarness) throws {
        let scratch = cli.home.file("walk-photos")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        try ScanToolImages.text("CHEDDAR", in: scratch).write(to: cli.home.file("walk-label.jpg"))
        try ScanToolImages.text("QZXV", in: scratch).write(to: cli.home.file("walk-nothing.jpg"))
        try ScanToolImages.receipt(ScanReceiptCommandTests.lines, in: scratch).write(to: cli.home.file("walk-receipt.jpg"))
    }

    /// What the walk moves in: Grocy's stock (a food, and a thing that is no food), a
    /// Mealie recipe, and a stock list with nothing to bring in.
    static func otherAppsExports(in home: URL) throws {
        let exports = [
            "walk-grocy.json": #"[{"amount": 6, "product": {"name": "Eggs"}}, {"amount": 1, "product": {"name": "Dish soap"}}]"#,
            "walk-mealie.json": #"{"name": "Egg Rice", "recipeIngredient": ["2 eggs", "1 cup rice", "moon dust"], "recipeInstructions": [{"text": "Fry."}]}"#,
            "walk-soap.json": #"[{"amount": 1, "product": {"name": "Dish soap"}}]"#,
        ]
        for (name, json) in exports { try Data(json.utf8).write(to: home.appendingPathComponent(name)) }
    }

    /// Short ids ([3f2a1b4c]) and packing ids, which are codes, not words.
    static func withoutCodes(_ line: String) -> String {
        line.replacing(/[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}/, with: "")
            .replacing(/\[[0-9a-f]{8}\]/, with: "")
    }

    /// The household's own words as the commands print them: the food's names and
    /// quantities, the meals and the typed components, the ideas the offline chef wrote
    /// (its idea text is English until the chef writes other languages, so excluded here
    /// by name; its note under the batch is the catalog's), the chefs' names, a member's
    /// name, and what the walk typed.
    static func data(in cli: CLIHarness) async -> [String] {
        var words = [cli.home.url.path, "Sam", "Chicken wrap", "chicken", "tortilla", "lettuce", "tofu", "caviar", "carnivore", "skynet", "someday", "zzzz", "gpt-4o-mini"]
        // What the scanned label and receipt say, and the foods they name.
        words += ["cheddar", "milk", "banana"]
        // Other apps' names and what their exports held.
        words += ["Grocy", "Mealie", "Dish soap", "moon dust"]
        words += ChefPersona.catalog.flatMap { [$0.label, $0.id] }
        for command in [["inventory", "list"], ["ideas", "--last"], ["meals", "list"], ["favorites", "list"]] {
            let json = await cli.run(command + ["--json"]).output
            if let value = try? JSONSerialization.jsonObject(with: Data(json.utf8)) { words += strings(in: value) }
        }
        return words
    }

    /// The values of the fields that hold the household's words, anywhere in `json`.
    private static func strings(in json: Any) -> [String] {
        let fields: Set<String> = ["name", "quantity", "ingredients", "preparationSteps", "description", "primaryProtein", "primaryCarb", "otherComponents"]
        switch json {
        case let object as [String: Any]:
            return object.flatMap { key, value -> [String] in
                if fields.contains(key) {
                    if let text = value as? String { return [text] }
                    if let texts = value as? [String] { return texts }
                }
                return strings(in: value)
            }
        case let array as [Any]:
            return array.flatMap(strings(in:))
        default:
            return []
        }
    }
}
