/// A seeded SplitMix64 generator: the same seed gives the same numbers on every run and every
/// platform, so a fuzz run can be replayed from its seed alone.
///
/// Deliberately not Swift's `random(in:using:)`, whose mapping of raw bits to ranges is an
/// implementation detail that may change between Swift versions.
public struct FuzzRandom: RandomNumberGenerator, Sendable {
    /// The generator's state; the next output is a function of it alone.
    public private(set) var state: UInt64

    /// Creates a generator that starts from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits (SplitMix64, Steele, Lea and Flood 2014).
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`; `0` when `bound` is not positive.
    public mutating func int(below bound: Int) -> Int {
        guard bound > 0 else { return 0 }
        return Int(next() % UInt64(bound))
    }

    /// `true` with a probability of `percent` in a hundred.
    public mutating func chance(_ percent: Int) -> Bool {
        int(below: 100) < percent
    }

    /// One of `choices`, each with the probability of its weight over the sum of weights.
    ///
    /// - Precondition: `choices` is not empty and its weights are not all zero.
    public mutating func weighted<Value>(_ choices: [(Value, Int)]) -> Value {
        let total = choices.reduce(0) { $0 + max(0, $1.1) }
        var roll = int(below: total)
        for (value, weight) in choices where weight > 0 {
            if roll < weight { return value }
            roll -= weight
        }
        return choices[choices.count - 1].0
    }

    /// The seed of sequence `index` of a run started from `seed`: independent streams, so
    /// that sequence 17 can be replayed without generating the 16 before it.
    public static func sequenceSeed(_ seed: UInt64, index: Int) -> UInt64 {
        var mixer = FuzzRandom(
            seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD6E8_FEB8_6659_FD93))
        return mixer.next()
    }
}
