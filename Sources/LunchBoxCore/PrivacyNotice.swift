/// The privacy notice every face shows from its settings (LB Req 9.4), in the catalog's
/// `privacy` table.
public enum PrivacyNotice {
    public static func title(_ words: Wording) -> String {
        words("privacy.title")
    }

    public static func paragraphs(_ words: Wording) -> [String] {
        ["storage", "ai", "photos", "openFoodFacts", "key", "noAnalytics"].map { words("privacy.\($0)") }
    }

    public static func text(_ words: Wording) -> String {
        paragraphs(words).joined(separator: "\n\n")
    }
}
