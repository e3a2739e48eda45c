extension String {
    /// "Salt and water are…": a sentence that begins with a typed word begins with a capital.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
