/// Finds words that did not come from the catalog. Rendered with `Wording.marking`, every
/// phrase is wrapped in ⟦ ⟧ (and a test marks the person's data too, or names it in
/// `ignoring`); any text with letters left once the marked parts are taken out was
/// written around the catalog. The pages' check and the command line's share it.
public enum MarkedWords {
    /// Text a reader sees (text between tags, bold kept inside its phrase; placeholders,
    /// labels and titles) with the marked phrases and `ignoring` taken out, where letters remain.
    public static func unmarked(in html: String, ignoring: [String] = []) -> [String] {
        // Emphasis inside a phrase ("Ideas are <strong>vegan</strong>.") keeps it one text.
        let html = html.replacing(/<\/?strong>/, with: "")
        var texts = html.split(separator: /<[^>]*>/).map(String.init)
        for match in html.matches(of: /(?:placeholder|aria-label|title|alt)="([^"]*)"/) {
            texts.append(String(match.output.1))
        }
        // Longest first, so a name inside a longer one is not taken out of it first.
        let data = ignoring.filter { !$0.isEmpty }.sorted { $0.count > $1.count }
        return texts.compactMap { text in
            var rest = text
            while let marked = rest.firstMatch(of: /⟦[^⟦⟧]*⟧/) { rest.removeSubrange(marked.range) }
            for value in data { rest = rest.replacingOccurrences(of: value, with: "") }
            rest = rest.replacingOccurrences(of: "LunchBox", with: "")
            return rest.contains(where: \.isLetter) ? rest.trimmingCharacters(in: .whitespacesAndNewlines) : nil
        }
    }
}
