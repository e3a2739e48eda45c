/// Words joined as a sentence joins them: "a", "a and b", "a, b and c".
public enum EnglishList {
    public static func and(_ items: [String]) -> String {
        switch items.count {
        case 0: ""
        case 1: items[0]
        default: items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
        }
    }

    /// "a", "a or b", "a, b or c".
    public static func or(_ items: [String]) -> String {
        switch items.count {
        case 0: ""
        case 1: items[0]
        default: items.dropLast().joined(separator: ", ") + " or " + items[items.count - 1]
        }
    }
}
