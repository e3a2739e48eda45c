/// The privacy notice every face shows from its settings (LB Req 9.4).
public enum PrivacyNotice {
    public static let title = "Your data stays yours"

    public static let paragraphs = [
        "LunchBox keeps your inventory, favorites, preferences and meal plans on your own device or computer. There is no LunchBox account and no LunchBox server.",
        "When you ask for AI ideas, your food list and dietary preferences are sent only to the AI service you configured, using your own API key. The built-in offline chef sends nothing anywhere.",
        "Photos you scan are read on this device or computer (labels and barcodes) and, when a vision model is set up, sent only to the AI service you configured. They are not kept after the scan.",
        "If you turn on the Open Food Facts lookup in the scanning settings, the number of a barcode LunchBox does not know is sent to Open Food Facts to name the product; nothing else is sent. It is off unless you turn it on.",
        "Your API key is kept in the Keychain (iPhone) or in a private file readable only by you (computer). It is never stored in the database, written to logs, or shown again in full.",
        "LunchBox collects no analytics and makes no other network connections.",
    ]

    public static var text: String { paragraphs.joined(separator: "\n\n") }
}
