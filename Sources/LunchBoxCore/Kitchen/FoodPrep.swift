/// How a food is made ready for a lunch box: cut into sticks, sliced, peeled into
/// segments, or left whole.
public enum FoodPrep: String, CaseIterable, Codable, Sendable {
    /// Packed as it is: an apple, a banana, a cheese string.
    case whole
    /// Already in pieces (peas, berries, nuts) or poured (sauces): no cutting.
    case none
    case slice
    case sticks
    case strips
    case wedges
    /// Peeled and pulled apart (oranges, mandarins).
    case segments
    case chunks
    case florets
    case cube
    case crumble
    case grate
    /// Halved lengthways, so small children cannot choke on them (grapes, cherry tomatoes).
    case halve
    case shred
    case flake
    case mash
    case tear
    /// Finely chopped (herbs, spring onion, chilli).
    case chop
    /// Spooned into a pot (hummus, yogurt).
    case spoon
}
