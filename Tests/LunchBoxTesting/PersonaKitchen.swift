/// A kitchen with enough of everything for the offline chef to make eight ideas.
public enum PersonaKitchen {
    public static let names = ["eggs", "bread", "cheddar", "tomato", "apple", "rice", "chicken breast", "cucumber", "hummus", "wraps", "carrots", "yogurt"]
}
