/// How a cooked food is best eaten in a packed lunch.
public enum ServeTemperature: String, CaseIterable, Codable, Sendable {
    /// Reheated until piping hot and packed in a warmed flask (curry, soup, lasagne).
    case hot
    /// Eaten cold from the fridge (cold pizza, cooked chicken).
    case cold
    case either
}
