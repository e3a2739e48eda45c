/// A small, fast random number generator with a seed (SplitMix64), so the offline chef
/// gives the same ideas for the same seed on every platform and Swift version, which
/// the system generator does not promise. The scan evaluation draws its teach/measure
/// split from it too.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// True roughly `percent` times in a hundred.
    mutating func chance(_ percent: UInt64) -> Bool {
        next() % 100 < percent
    }
}
