import Foundation

/// Reads a schema.org Recipe in JSON-LD (a file, or text pasted from a recipe page)
/// into an idea the meal library can take. Accepts the shapes sites publish: a Recipe
/// object, an array of objects, an `@graph`, or a whole HTML page with the JSON in a
/// `<script type="application/ld+json">`; steps as text, a list of text, HowToStep or
/// HowToSection. Anything else gets a `RecipeImportError` saying what is wrong.
public enum RecipeImport {
    /// Larger than any recipe page's JSON-LD; a limit so a pasted file cannot tie up the server.
    public static let maximumBytes = 512 * 1024
    public static let maximumIngredients = 100
    /// Deeper than any Recipe needs; stops a nesting bomb before it reaches the parser.
    static let maximumDepth = 64

    public static func idea(from data: Data) throws -> LunchBoxIdea {
        guard data.count <= maximumBytes else { throw RecipeImportError.tooLarge(maximumBytes: maximumBytes) }
        guard let text = String(data: data, encoding: .utf8) else { throw RecipeImportError.notJSON }
        let blocks = text.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("<") ? scriptBlocks(in: text) : [text]
        guard !blocks.isEmpty else { throw RecipeImportError.noRecipe }
        var sawJSON = false
        for block in blocks {
            guard JSONNesting.depth(of: block.utf8) <= maximumDepth else { throw RecipeImportError.tooDeep }
            guard let json = try? JSONSerialization.jsonObject(with: Data(block.utf8), options: [.fragmentsAllowed]) else { continue }
            sawJSON = true
            if let recipe = findRecipe(in: json, depth: 0) { return try idea(from: recipe) }
        }
        throw sawJSON ? RecipeImportError.noRecipe : RecipeImportError.notJSON
    }

    private static func idea(from recipe: [String: Any]) throws -> LunchBoxIdea {
        guard let name = (recipe["name"] as? String).map(clean), !name.isEmpty else { throw RecipeImportError.missingName }
        let ingredients = strings(recipe["recipeIngredient"] ?? recipe["ingredients"]).map(clean).filter { !$0.isEmpty }
        guard !ingredients.isEmpty else { throw RecipeImportError.noIngredients }
        guard ingredients.count <= maximumIngredients else { throw RecipeImportError.tooManyIngredients(maximum: maximumIngredients) }
        let steps = instructions(recipe["recipeInstructions"]).map(clean).filter { !$0.isEmpty }
        return LunchBoxIdea(name: name, ingredients: ingredients, preparationSteps: steps)
    }

    /// The first object whose @type is or includes Recipe, searched through arrays and @graph.
    private static func findRecipe(in json: Any, depth: Int) -> [String: Any]? {
        guard depth < maximumDepth else { return nil }
        if let array = json as? [Any] {
            return array.lazy.compactMap { findRecipe(in: $0, depth: depth + 1) }.first
        }
        guard let object = json as? [String: Any] else { return nil }
        if types(object["@type"]).contains("Recipe") { return object }
        if let graph = object["@graph"] { return findRecipe(in: graph, depth: depth + 1) }
        if let main = object["mainEntity"] { return findRecipe(in: main, depth: depth + 1) }
        return nil
    }

    private static func types(_ value: Any?) -> [String] {
        strings(value).map { $0.replacingOccurrences(of: "https://schema.org/", with: "").replacingOccurrences(of: "http://schema.org/", with: "") }
    }

    private static func strings(_ value: Any?) -> [String] {
        if let text = value as? String { return [text] }
        if let array = value as? [Any] { return array.compactMap { $0 as? String } }
        return []
    }

    /// Steps from text, text per line, HowToStep (`text` or `name`) and HowToSection
    /// (`itemListElement`).
    private static func instructions(_ value: Any?, depth: Int = 0) -> [String] {
        guard depth < 8 else { return [] }
        if let text = value as? String {
            return text.split(whereSeparator: \.isNewline).map(String.init)
        }
        if let array = value as? [Any] {
            return array.flatMap { instructions($0, depth: depth + 1) }
        }
        if let object = value as? [String: Any] {
            if let items = object["itemListElement"] { return instructions(items, depth: depth + 1) }
            if let text = (object["text"] ?? object["name"]) as? String { return [text] }
        }
        return []
    }

    /// Text without HTML tags, control characters or direction overrides, with runs of
    /// white space as one space: sites put markup in recipe fields, and the library keeps
    /// plain text. A `<` that opens no tag stays.
    static func clean(_ text: String) -> String {
        var steps = 0
        return plain(withoutTags(text, steps: &steps))
    }

    /// The text with its tags replaced by a space, counting the characters it looks at
    /// into `steps`: one pass, each character once, so a hostile name ("<a" again and
    /// again with no `>`, which once took 190 s of a core at 128 kB) costs its length.
    static func withoutTags(_ text: String, steps: inout Int) -> String {
        var result = ""
        // A tag being read: "<" and what follows, kept in case no ">" ever closes it.
        var tag = ""
        var inTag = false
        for character in text {
            steps += 1
            if !inTag {
                if character == "<" { (tag, inTag) = ("<", true) } else { result.append(character) }
            } else if tag.utf8.count == 1, !(character.isLetter || character == "/" || character == "!") {
                // "<" then not a tag: the "<" stays, and this character is read afresh.
                result += "<"
                if character == "<" { tag = "<" } else { (tag, inTag) = ("", false); result.append(character) }
            } else if character == ">" {
                result += " "
                (tag, inTag) = ("", false)
            } else {
                tag.append(character)
            }
        }
        // A tag never closed was text after all.
        if inTag { result += tag }
        return result
    }

    /// Entities decoded, controls and direction overrides dropped, white space runs as one.
    private static func plain(_ result: String) -> String {
        let decoded = result.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&nbsp;", with: " ").replacingOccurrences(of: "&amp;", with: "&")
        var plain = String.UnicodeScalarView()
        for scalar in decoded.unicodeScalars {
            let category = scalar.properties.generalCategory
            if scalar.properties.isWhitespace {
                plain.append(" ")
            } else if category != .control && category != .format && category != .surrogate && category != .privateUse {
                plain.append(scalar)
            }
        }
        return String(plain).split(separator: " ").joined(separator: " ")
    }

    /// The contents of each `<script type="application/ld+json">` in an HTML page.
    static func scriptBlocks(in html: String) -> [String] {
        var blocks: [String] = []
        var rest = html[...]
        while let open = rest.range(of: "<script", options: .caseInsensitive) {
            guard let tagEnd = rest[open.upperBound...].firstIndex(of: ">") else { break }
            let tag = rest[open.upperBound..<tagEnd].lowercased()
            guard let close = rest[tagEnd...].range(of: "</script", options: .caseInsensitive) else { break }
            if tag.contains("application/ld+json") { blocks.append(String(rest[rest.index(after: tagEnd)..<close.lowerBound])) }
            rest = rest[close.upperBound...]
        }
        return blocks
    }
}

/// Why a recipe could not be imported.
public enum RecipeImportError: Error, Equatable, Sendable, UserFacingErrorConvertible {
    case tooLarge(maximumBytes: Int)
    case notJSON
    case tooDeep
    case noRecipe
    case missingName
    case noIngredients
    case tooManyIngredients(maximum: Int)

    /// The messages are the ones the meal pages show (`meals.importError.*`).
    public var userFacingError: UserFacingError {
        let fault =
            switch self {
            case .tooLarge(let maximum): Fault(title: "fault2.title.recipeTooLarge", message: "meals.importError.tooLarge", [.number(maximum / 1024)])
            case .notJSON: Fault(title: "fault2.title.notARecipe", message: "meals.importError.notJSON")
            case .tooDeep: Fault(title: "fault2.title.notARecipe", message: "meals.importError.tooDeep")
            case .noRecipe: Fault(title: "fault2.title.noRecipeFound", message: "meals.importError.noRecipe")
            case .missingName: Fault(title: "fault2.title.recipeNoName", message: "meals.importError.missingName")
            case .noIngredients: Fault(title: "fault2.title.recipeNoIngredients", message: "meals.importError.noIngredients")
            case .tooManyIngredients(let maximum): Fault(title: "fault2.title.tooManyIngredients", message: "meals.importError.tooManyIngredients", [.number(maximum)])
            }
        return UserFacingError(fault, kind: .input)
    }
}
