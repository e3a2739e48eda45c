/// The forms of a name lookup tries, and the free-from phrases taken out first.
extension FoodLexicon {
    /// The forms lookup tries, from most to least literal: the words; without amounts at
    /// the start ("a bag of meat sticks"), then at either end ("3 eggs x2"); also without
    /// preparation words at the end ("red onion, finely chopped" -> "red onion"), then at
    /// the start too ("sliced cheddar" -> "cheddar"); finally without any amount or
    /// preparation word at all.
    static func cleanedForms(of words: [String]) -> [[String]] {
        var forms: [[String]] = []
        cleanedForms(of: words) { form in
            forms.append(Array(form))
            return false
        }
        return forms
    }

    /// The same forms, handed to `visit` one at a time until it says stop (true); returns
    /// the last form visited. Each word is classed once, however many cuts ask about it.
    @discardableResult
    static func cleanedForms(of words: [String], visit: (ArraySlice<String>) -> Bool) -> ArraySlice<String> {
        var last = words[...]
        if visit(last) { return last }
        let quantity = words.map(FoodText.isQuantity)
        func isFiller(_ index: Int) -> Bool { FoodText.isFiller(words[index], isQuantity: quantity[index]) }
        /// Visits a new form; true when the visit says stop.
        func add(_ form: ArraySlice<String>) -> Bool {
            guard !form.isEmpty, form != last else { return false }
            last = form
            return visit(form)
        }
        var start = words.startIndex
        var end = words.endIndex
        while start < end, quantity[start] || words[start] == "of" {
            // Each cut of a leading amount run, since a number can belong to the name
            // ("half a five spice").
            start += 1
            if start < end, add(words[start..<end]) { return last }
        }
        while end > start, quantity[end - 1] { end -= 1 }
        if add(words[start..<end]) { return last }
        while end > start, isFiller(end - 1) { end -= 1 }
        if add(words[start..<end]) { return last }
        // One preparation word at a time: "leftover green curry" is green curry before curry.
        while start < end, isFiller(start) {
            start += 1
            if add(words[start..<end]) { return last }
        }
        let bare = words.indices.filter { !quantity[$0] && !FoodVocabulary.descriptors.contains(words[$0]) && words[$0] != "of" }
        _ = add(bare.map { words[$0] }[...])
        return last
    }

    static func removing(_ phrases: [FreeFromWording.Phrase], from words: [String]) -> [String] {
        guard !phrases.isEmpty else { return words }
        return words.indices.filter { index in !phrases.contains { $0.range.contains(index) } }.map { words[$0] }
    }
}
